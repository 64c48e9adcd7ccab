import { bodyLimits } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { readForm, readFormBody } from "./forms.server.ts";

const post = (body: BodyInit | null, type?: string, headers: Record<string, string> = {}) =>
  new Request("http://shop.test/login", {
    method: "POST",
    body,
    headers: { ...(type ? { "content-type": type } : {}), ...headers },
  });

/** A POST whose body is a stream (as the server hands it over). */
const streamedPost = (
  path: string,
  body: ReadableStream<Uint8Array>,
  headers: Record<string, string>,
) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

describe("reading an action's form", () => {
  it("reads urlencoded and multipart forms, files included", async () => {
    const plain = await readFormBody(
      post("email=a%40b.hr&password=x+y", "application/x-www-form-urlencoded;charset=UTF-8"),
    );
    expect(plain.ok && plain.form.get("email")).toBe("a@b.hr");
    const multipart = new FormData();
    multipart.set("intent", "quick-buy");
    multipart.set("file", new File(["ABC 2\n"], "list.csv", { type: "text/csv" }));
    const read = await readFormBody(
      new Request("http://shop.test/cart", { method: "POST", body: multipart }),
    );
    expect(read.ok && read.form.get("intent")).toBe("quick-buy");
    expect(read.ok && (await (read.form.get("file") as File).text())).toBe("ABC 2\n");
  });

  it("reads an empty form as an empty form", async () => {
    const read = await readFormBody(post("", "application/x-www-form-urlencoded"));
    expect(read.ok && [...read.form.keys()]).toEqual([]);
  });

  it.each([
    ["JSON", '{"email":"a@b.hr"}', "application/json"],
    ["text", "email=a@b.hr", "text/plain"],
    ["no content type", "email=a@b.hr", undefined],
    ["a type that only starts like a form", "email=a@b.hr", "application/x-www-form-urlencodedx"],
  ])("refuses %s as not a form (415)", async (_name, body, type) => {
    expect(await readFormBody(post(body, type))).toEqual({
      ok: false,
      status: 415,
      code: "not_a_form",
    });
  });

  it.each([
    ["multipart without a boundary", "multipart/form-data", "--x\r\n"],
    [
      "multipart cut halfway",
      "multipart/form-data; boundary=x",
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ],
    ["multipart with no parts", "multipart/form-data; boundary=x", "garbage"],
  ])("refuses %s as broken (400)", async (_name, type, body) => {
    expect(await readFormBody(post(body, type))).toEqual({
      ok: false,
      status: 400,
      code: "unreadable_form",
    });
  });

  it("refuses a body that breaks off while it is read (400)", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    const request = streamedPost("/login", body, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(await readFormBody(request)).toEqual({
      ok: false,
      status: 400,
      code: "unreadable_form",
    });
  });

  it("takes a form of exactly the limit, and refuses one byte more (413)", async () => {
    const at = "a=" + "b".repeat(bodyLimits.form - 2);
    expect((await readFormBody(post(at, "application/x-www-form-urlencoded"))).ok).toBe(true);
    expect(await readFormBody(post(`${at}b`, "application/x-www-form-urlencoded"))).toEqual({
      ok: false,
      status: 413,
      code: "form_too_large",
    });
  });

  it("answers 413 for an 8 MB body once it passes the limit, without waiting for the rest", async () => {
    // The body stalls just past the limit: the refusal must not wait for it.
    let pulled = 0;
    let release: () => void = () => {};
    const stalled = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (pulled > bodyLimits.form) await stalled;
        if (pulled >= 8 * 1024 * 1024) return controller.close();
        pulled += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(97));
      },
    });
    const request = streamedPost("/cart", body, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(await readFormBody(request)).toEqual({ ok: false, status: 413, code: "form_too_large" });
    expect(pulled).toBeLessThanOrEqual(bodyLimits.form + 2 * 64 * 1024);
    release();
  });

  it("drops the rest of a refused body so the client reads the answer, and cuts a body that does not end", async () => {
    let cancelled = false;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new Uint8Array(256 * 1024));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = streamedPost("/cart", endless, { "content-type": "application/json" });
    expect(await readFormBody(request)).toEqual({ ok: false, status: 415, code: "not_a_form" });
    await expect.poll(() => cancelled).toBe(true);
  });

  it("refuses a declared length over the limit before reading anything", async () => {
    // A body that never sends a byte: reading it would never answer.
    const silent = new ReadableStream<Uint8Array>({ pull: () => new Promise<void>(() => {}) });
    const request = streamedPost("/cart", silent, {
      "content-type": "multipart/form-data; boundary=x",
      "content-length": String(8 * 1024 * 1024),
    });
    expect(await readFormBody(request)).toEqual({ ok: false, status: 413, code: "form_too_large" });
  });

  it("throws the page's error with the status, for actions", async () => {
    const thrown = await readForm(post("{}", "application/json")).catch((error: unknown) => error);
    // React Router's `data()`: the route's error boundary renders with this status.
    expect(thrown).toMatchObject({
      type: "DataWithResponseInit",
      data: { code: "not_a_form" },
      init: { status: 415 },
    });
    expect((await readForm(post("a=1", "application/x-www-form-urlencoded"))).get("a")).toBe("1");
  });
});
