// The CEN EN 16931 rules for UBL (en16931/README.md) run on a document the shop wrote: the
// publishers' XSLT compiled once by xslt3 into node_modules/.cache (keyed by the file's hash), then
// run by SaxonJS; the answer is the failed assertions of its SVRL report. For tests only.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import SaxonJS from "saxon-js";

const xsltFile = fileURLToPath(new URL("./en16931/EN16931-UBL-validation.xslt", import.meta.url));
const cacheFolder = fileURLToPath(
  new URL("../../../../node_modules/.cache/en16931/", import.meta.url),
);

/** One rule a document broke: its id (BR-CO-15, UBL-CR-006…), fatal or a warning, and its words. */
export interface RuleBroken {
  id: string;
  flag: string;
  text: string;
}

let stylesheet: Promise<unknown> | undefined;

/** The compiled stylesheet (SEF), from the cache or compiled now (some 40 s of CPU). */
async function compiled(): Promise<unknown> {
  const hash = createHash("sha256").update(readFileSync(xsltFile)).digest("hex").slice(0, 16);
  const sef = `${cacheFolder}${hash}.sef.json`;
  if (!existsSync(sef)) {
    mkdirSync(cacheFolder, { recursive: true });
    const partial = `${cacheFolder}${hash}.${process.pid}.sef.json`;
    const xslt3 = createRequire(import.meta.url).resolve("xslt3/xslt3.js");
    await promisify(execFile)(process.execPath, [
      xslt3,
      `-xsl:${xsltFile}`,
      `-export:${partial}`,
      "-nogo",
      "-relocate:on",
    ]);
    renameSync(partial, sef);
  }
  return JSON.parse(readFileSync(sef, "utf8")) as unknown;
}

/** The EN 16931 rules `xml` breaks, fatal ones and warnings. */
export async function en16931RulesBroken(xml: string): Promise<RuleBroken[]> {
  const stylesheetInternal = await (stylesheet ??= compiled());
  const { principalResult } = await SaxonJS.transform(
    { stylesheetInternal, sourceText: xml, destination: "serialized" },
    "async",
  );
  return [
    ...principalResult.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g),
  ].map(([, attributes = "", body = ""]) => ({
    id: /\bid="([^"]*)"/.exec(attributes)?.[1] ?? "",
    flag: /\bflag="([^"]*)"/.exec(attributes)?.[1] ?? "",
    text: (/<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(body)?.[1] ?? "").trim(),
  }));
}
