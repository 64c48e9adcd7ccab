import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { onApiError } from "./errors.ts";
import { jsonBody, jsonOrTextBody } from "./body.ts";

const app = new Hono()
  .post("/json", jsonBody(64), async (c) => c.json({ read: await c.req.json<unknown>() }))
  .post("/list", jsonOrTextBody(64), async (c) => c.json({ read: await c.req.json<unknown>() }));
app.onError(onApiError);

const bytes = (text: string) => new TextEncoder().encode(text);
async function post(path: string, body: string | Uint8Array | null, type?: string) {
  const headers = type ? { "content-type": type } : undefined;
  const response = await app.request(path, { method: "POST", body, headers });
  return {
    status: response.status,
    json: (await response.json()) as { read?: unknown; error?: { code: string } },
  };
}

describe("reading a body", () => {
  it("reads a JSON object, dropping NUL characters from its strings", async () => {
    expect(await post("/json", '{"name":"Ana\\u0000 H"}', "application/json")).toEqual({
      status: 200,
      json: { read: { name: "Ana H" } },
    });
    expect(await post("/json", null)).toEqual({ status: 200, json: { read: {} } });
  });

  it("refuses broken JSON, JSON that is not an object and bytes that are not UTF-8", async () => {
    for (const text of ['{"name":', "", "nope"])
      expect((await post("/json", text, "application/json")).json.error?.code).toBe("invalid_json");
    for (const text of ["[1]", '"text"', "12", "null"])
      expect(await post("/json", text, "application/json")).toMatchObject({
        status: 400,
        json: { error: { code: "invalid_body" } },
      });
    expect(
      (await post("/json", new Uint8Array([0x7b, 0xff, 0x7d]), "application/json")).json.error
        ?.code,
    ).toBe("invalid_json");
  });

  it("refuses a body of another type, or of no declared type (415)", async () => {
    expect(await post("/json", "name=Ana", "application/x-www-form-urlencoded")).toMatchObject({
      status: 415,
    });
    expect(await post("/json", bytes('{"a":1}'))).toMatchObject({
      status: 415,
      json: { error: { code: "unsupported_media_type" } },
    });
    expect(await post("/list", "a=1", "application/x-www-form-urlencoded")).toMatchObject({
      status: 415,
    });
  });

  it("refuses a body over the limit while reading it, announced or not (413)", async () => {
    expect(
      await post("/json", JSON.stringify({ text: "x".repeat(100) }), "application/json"),
    ).toMatchObject({ status: 413 });
    // An endless body: answered 413 at once; the rest is read and dropped (so the client can read
    // the answer) until 16 MB, then cut off — never kept, never read to its end.
    let pulled = 0;
    let cut: () => void = () => {};
    const cutOff = new Promise<void>((resolve) => (cut = resolve));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
      cancel: () => cut(),
    });
    const response = await app.request("/json", {
      method: "POST",
      body: endless,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    await cutOff;
    expect(pulled * 64 * 1024).toBeLessThanOrEqual(17 * 1024 * 1024);
  });

  it("reads a pasted list sent as text/csv or text/plain as { text }", async () => {
    expect(await post("/list", "KG-1 2\nKG-2 1", "text/csv")).toEqual({
      status: 200,
      json: { read: { text: "KG-1 2\nKG-2 1" } },
    });
    expect(await post("/list", '{"text":"KG-1"}', "application/json")).toEqual({
      status: 200,
      json: { read: { text: "KG-1" } },
    });
  });
});
