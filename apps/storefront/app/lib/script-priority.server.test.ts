import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./script-priority.server.ts";

async function streamed(chunks: string[]): Promise<string> {
  let out = "";
  for await (const piece of Readable.from(chunks).pipe(lowPriorityScripts())) out += String(piece);
  return out;
}

describe("lowPriorityScripts", () => {
  it("marks every script preload low priority and leaves the rest of the page as it was", async () => {
    const page =
      '<head><link rel="modulepreload" href="/a.js"/><link rel="stylesheet" href="/app.css"/><link rel="modulepreload" href="/b.js"/></head><body>ok</body>';
    expect(await streamed([page])).toBe(
      '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/><link rel="stylesheet" href="/app.css"/><link rel="modulepreload" fetchpriority="low" href="/b.js"/></head><body>ok</body>',
    );
  });

  it("finds a tag split across chunks, at any point", async () => {
    const page = '<p>x</p><link rel="modulepreload" href="/a.js"/><p>y</p>';
    for (let at = 1; at < page.length; at++) {
      expect(await streamed([page.slice(0, at), page.slice(at)])).toBe(
        '<p>x</p><link rel="modulepreload" fetchpriority="low" href="/a.js"/><p>y</p>',
      );
    }
  });

  it("keeps a character split across chunks whole", async () => {
    const bytes = Buffer.from("<p>Dućan</p>");
    const out: string[] = [];
    for await (const piece of Readable.from([bytes.subarray(0, 6), bytes.subarray(6)]).pipe(lowPriorityScripts())) out.push(String(piece));
    expect(out.join("")).toBe("<p>Dućan</p>");
  });

  it("splits a page of tags and characters at any byte into pieces that each read whole", async () => {
    const bytes = Buffer.from('<p>Dućan – ž €</p><link rel="modulepreload" href="/č.js"/><p>🙂</p>');
    for (let at = 1; at < bytes.length; at++) {
      const out: string[] = [];
      for await (const piece of Readable.from([bytes.subarray(0, at), bytes.subarray(at)]).pipe(lowPriorityScripts()))
        out.push(String(piece));
      expect(out.join("")).toBe('<p>Dućan – ž €</p><link rel="modulepreload" fetchpriority="low" href="/č.js"/><p>🙂</p>');
    }
  });

  it("passes a page ending in what looks like the start of a tag through whole", async () => {
    expect(await streamed(["<p>end</p><link rel="])).toBe("<p>end</p><link rel=");
  });
});
