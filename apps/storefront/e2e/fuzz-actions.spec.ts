import { readdirSync, readFileSync } from "node:fs";
import { type APIRequestContext, expect, test } from "@playwright/test";
import fc from "fast-check";
import { screenByName } from "../app/route-table.ts";
import { confirmedCompany, productsInStock } from "./fixtures/cart.ts";

/**
 * Every page with an action, in both languages, with and without a session, gets bodies that are
 * not a form (JSON, text, none, broken multipart, other types), a form over the 1 MB limit, and
 * generated forms with odd fields: no answer is a server error; a body that is not a form is
 * refused (400 or 415, 413 over the limit) or the guard sends the visitor elsewhere (3xx).
 *
 * FUZZ_SEED picks the seed (42), FUZZ_REPORT=1 lists every wrong answer instead of the first.
 */
const seed = Number(process.env.FUZZ_SEED ?? 42);
const reportAll = process.env.FUZZ_REPORT === "1";
const formLimit = 1024 * 1024;

/** The route files that export an action, by screen name (`cart`, `logout`, …). */
function actionScreens(): string[] {
  const folder = new URL("../app/routes/", import.meta.url);
  return readdirSync(folder)
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) =>
      /export async function action\b/.test(readFileSync(new URL(file, folder), "utf8")),
    )
    .map((file) => file.replace(/\.tsx?$/, ""));
}

/** Both languages' addresses of a screen, parameters filled with a real product. */
function pathsOf(
  name: string,
  product: { category: string; slug: string; categoryEn: string; slugEn: string },
): string[] {
  const screen = screenByName.get(name);
  const hr = screen?.hr ?? `/${name}`;
  const en = `/en${screen?.en ?? `/${name}`}`.replace(/^\/en\/$/, "/en");
  const fill = (path: string, language: "hr" | "en") =>
    path
      .replace(":slug", language === "hr" ? product.category : product.categoryEn)
      .replace(":productSlug", language === "hr" ? product.slug : product.slugEn);
  return [fill(hr, "hr"), fill(en, "en")];
}

interface Sent {
  /** The route file's name: `cart`, `logout`, … */
  screen: string;
  path: string;
  session: boolean;
  contentType: string | null;
  body: string;
  /** A body that is not a readable form: must be refused, never read as an empty form. */
  notAForm: boolean;
  oversized: boolean;
  what: string;
}

const oversizedForm = `quantity=1&text=${"a".repeat(formLimit)}`;
const nonForms: Omit<Sent, "screen" | "path" | "session">[] = [
  {
    contentType: "application/json",
    body: '{"email":"a@b.hr","intent":"add"}',
    what: "JSON object",
  },
  { contentType: "application/json", body: "[1,2,3]", what: "JSON array" },
  { contentType: "application/json", body: '{"email":', what: "broken JSON" },
  { contentType: "text/plain", body: "email=a@b.hr&intent=add", what: "text" },
  { contentType: "text/plain;charset=UTF-8", body: "hello", what: "text with charset" },
  { contentType: null, body: "email=a@b.hr", what: "no content type" },
  {
    contentType: "multipart/form-data; boundary=fuzz",
    body: "--fuzz\r\nbroken",
    what: "broken multipart",
  },
  {
    contentType: "multipart/form-data; boundary=fuzz",
    body: '--fuzz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd',
    what: "unterminated multipart",
  },
  { contentType: "multipart/form-data", body: "no boundary", what: "multipart without boundary" },
  { contentType: "application/xml", body: "<a/>", what: "XML" },
  { contentType: "application/octet-stream", body: "\u0000\u0001\u0002", what: "bytes" },
].map((b) => ({ ...b, notAForm: true, oversized: false }));
const oversized: Omit<Sent, "screen" | "path" | "session">[] = [
  { contentType: "application/x-www-form-urlencoded", body: oversizedForm, what: "form over 1 MB" },
  {
    contentType: "multipart/form-data; boundary=fuzz",
    body: `--fuzz\r\nContent-Disposition: form-data; name="text"\r\n\r\n${"a".repeat(formLimit)}\r\n--fuzz--\r\n`,
    what: "multipart over 1 MB",
  },
].map((b) => ({ ...b, notAForm: false, oversized: true }));

const intents = [
  "add",
  "quick-add",
  "quick-buy",
  "update",
  "remove",
  "clear",
  "inquiry",
  "details",
  "company",
  "password",
  "send-link",
  "reset",
];
const oddValues = [
  "",
  "%00",
  "\u0000",
  "0",
  "-1",
  "1.5",
  "1e999",
  "99999999999999999999",
  "NaN",
  "ž".repeat(300),
  "😀",
  "\u202Eabc",
  "e\u0301\u0301",
  "a".repeat(20_000),
  "/ž",
  "//evil.example",
  "https://evil.example/",
  "/\\evil.example",
  "<script>alert(1)</script>",
];
/** Forms with odd fields (no e-mail or password: a guessed login must not lock anyone out). */
const oddForms = fc.record(
  {
    intent: fc.oneof(fc.constantFrom(...intents), fc.constantFrom(...oddValues)),
    quantity: fc.constantFrom(...oddValues, "1", "99999"),
    item_code: fc.constantFrom(...oddValues),
    product_id: fc.constantFrom(...oddValues, "1"),
    line: fc.constantFrom(...oddValues, "1"),
    text: fc.constantFrom(...oddValues, "X-1;2\nY-2;3"),
    unit: fc.constantFrom("piece", "carton", ...oddValues),
    return_to: fc.constantFrom(...oddValues),
    redirect: fc.constantFrom(...oddValues),
    name: fc.constantFrom(...oddValues),
    phone: fc.constantFrom(...oddValues),
    token: fc.constantFrom(...oddValues),
  },
  { requiredKeys: ["intent"] },
);
const encodeForm = (form: Record<string, string>) => new URLSearchParams(form).toString();

/**
 * Why the answer is wrong, if it is. A redirect (a guard sending the visitor to log in, logging
 * out) is a fine answer to any body; a `.data` request gets its redirect as a 202 naming it.
 */
function wrong(sent: Sent, status: number, body: string): string | undefined {
  if (status >= 500) return `${status} (server error)`;
  if (status >= 300 && status < 400) return undefined;
  if (status === 202 && sent.path.endsWith(".data") && body.includes("redirect")) return undefined;
  if (sent.oversized && status !== 413) return `${status}, expected 413`;
  if (sent.notAForm && status !== 400 && status !== 415) return `${status}, expected 400 or 415`;
  return undefined;
}

/** Wrong answers grouped by page and problem, each with the kinds of body that got it and one request. */
function report(failures: { sent: Sent; problem: string }[]): string {
  const groups = new Map<string, Sent[]>();
  for (const f of failures) {
    const key = `${f.sent.screen} → ${f.problem}`;
    groups.set(key, [...(groups.get(key) ?? []), f.sent]);
  }
  return [...groups.entries()]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([key, group]) => {
      const kinds = [...new Set(group.map((s) => s.what))].join(", ");
      const where = [
        ...new Set(
          group.map(
            (s) =>
              `${s.path.endsWith(".data") ? ".data" : "page"} ${s.session ? "with" : "without"} session`,
          ),
        ),
      ].join(", ");
      return `${group.length} × ${key}\n    bodies: ${kinds}\n    sent as: ${where}\n    e.g. ${describeSent(group[0] as Sent)}`;
    })
    .join("\n");
}

const describeSent = (s: Sent) =>
  `POST ${s.path} ${s.session ? "with" : "without"} session, content-type=${s.contentType ?? "(none)"} body=${JSON.stringify(s.body.slice(0, 100))}${s.body.length > 100 ? `… (${s.body.length} chars)` : ""} [${s.what}]`;

interface Contexts {
  visitor: APIRequestContext;
  customer: APIRequestContext;
  baseURL: string;
  /** The customer's session as a Cookie header. */
  cookie: string;
  /** A context of its own (its own connection), with or without the customer's session. */
  fresh: (session: boolean) => Promise<APIRequestContext>;
}

async function sendAll(requests: Sent[], contexts: Contexts) {
  const failures: { sent: Sent; problem: string }[] = [];
  let next = 0;
  let sent = 0;
  const worker = async () => {
    while (next < requests.length && (reportAll || failures.length === 0)) {
      const request = requests[next++] as Sent;
      sent++;
      // An oversized body goes on a connection of its own: a server that cuts it cuts no other request.
      const own = request.oversized ? await contexts.fresh(request.session) : undefined;
      const context = own ?? (request.session ? contexts.customer : contexts.visitor);
      try {
        if (request.contentType === null) {
          // Playwright would name a type (application/octet-stream); fetch sends bytes with none.
          const cookie = request.session ? contexts.cookie : "";
          const response = await fetch(new URL(request.path, contexts.baseURL), {
            method: "POST",
            body: new TextEncoder().encode(request.body),
            headers: cookie ? { cookie } : {},
            redirect: "manual",
          });
          const problem = wrong(request, response.status, await response.text());
          if (problem) failures.push({ sent: request, problem });
          continue;
        }
        const response = await context.post(request.path, {
          headers: request.contentType === null ? {} : { "content-type": request.contentType },
          data: Buffer.from(request.body, "utf8"),
          maxRedirects: 0,
          failOnStatusCode: false,
          timeout: 20_000,
        });
        const problem = wrong(
          request,
          response.status(),
          response.status() === 202 ? await response.text() : "",
        );
        if (problem) failures.push({ sent: request, problem });
      } catch (error) {
        failures.push({
          sent: request,
          problem: `no answer: ${error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error)}`,
        });
      } finally {
        await own?.dispose();
      }
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return { sent, failures };
}

test("storefront actions answer bodies that are not forms, oversized forms and odd forms without a server error", async ({
  request,
  playwright,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const [listed] = await productsInStock(request);
  if (!listed) throw new Error("no product listed");
  const product = {
    category: listed.category.slug_hr,
    slug: listed.slug_hr,
    categoryEn: listed.category.slug_en,
    slugEn: listed.slug_en,
  };
  const names = actionScreens();
  expect(names.length).toBeGreaterThan(0);

  // A customer of its own, logged in through the login form: the storefront's session cookie.
  const customerAccount = await confirmedCompany(request, "Fuzz d.o.o.");
  const customer = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL });
  const login = await customer.post("/login", {
    form: { email: customerAccount.email, password: customerAccount.password },
    maxRedirects: 0,
  });
  expect(login.status(), "logging in through the form").toBe(303);
  expect((await customer.storageState()).cookies.length).toBeGreaterThan(0);

  const pages = names.flatMap((name) => pathsOf(name, product).map((path) => ({ name, path })));
  const paths = pages.map((p) => p.path);
  const generated = fc.sample(oddForms, { seed, numRuns: 40 });
  const bodiesFor = () => [
    ...nonForms,
    ...oversized,
    ...generated.map((form): Omit<Sent, "screen" | "path" | "session"> => ({
      contentType: "application/x-www-form-urlencoded",
      body: encodeForm(form),
      notAForm: false,
      oversized: false,
      what: "odd form",
    })),
  ];
  const requests: Sent[] = pages.flatMap(({ name, path }) =>
    [false, true].flatMap((session) =>
      [path, `${path === "/" ? "/_root" : path}.data`].flatMap((target) =>
        bodiesFor().map((b) => ({ ...b, screen: name, path: target, session })),
      ),
    ),
  );
  // Logging out ends the session: those requests go last.
  const logouts = requests.filter((r) => r.screen === "logout");
  const rest = requests.filter((r) => r.screen !== "logout");

  const started = Date.now();
  const session = await customer.storageState();
  const contexts: Contexts = {
    baseURL: baseURL ?? "",
    cookie: session.cookies.map((c) => `${c.name}=${c.value}`).join("; "),
    visitor,
    customer,
    fresh: (withSession) =>
      playwright.request.newContext({ baseURL, ...(withSession ? { storageState: session } : {}) }),
  };
  const first = await sendAll(rest, contexts);
  const last =
    reportAll || first.failures.length === 0
      ? await sendAll(logouts, contexts)
      : { sent: 0, failures: [] };
  const sent = first.sent + last.sent;
  const failures = [...first.failures, ...last.failures];
  process.stdout.write(
    `fuzz-actions: ${sent.toLocaleString("en")} requests to ${paths.length} action pages (${names.join(", ")}; hr and en, page and .data), seed ${seed}, ${((Date.now() - started) / 1000).toFixed(1)} s, ${failures.length} wrong answers\n`,
  );
  if (failures.length) {
    if (reportAll) process.stdout.write(`${report(failures)}\n`);
    const f = failures[0];
    throw new Error(
      `${failures.length} wrong answers; first: ${f?.problem}\n    ${f ? describeSent(f.sent) : ""}\n(FUZZ_REPORT=1 lists them all)`,
    );
  }
  expect(sent).toBe(requests.length);
  await customer.dispose();
  await visitor.dispose();
});
