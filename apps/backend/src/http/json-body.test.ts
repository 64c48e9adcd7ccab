import { describe, expect, it } from "vitest";
import { jsonBody } from "./json-body.ts";

const body = (text: string) => jsonBody(new Request("http://shop.test/", { method: "POST", body: text }));

describe("jsonBody", () => {
  it("reads JSON, and answers {} for a body that is missing, broken or too long", async () => {
    expect(await body('{"quantity":2}')).toEqual({ quantity: 2 });
    expect(await body("")).toEqual({});
    expect(await body('{"quantity":')).toEqual({});
    expect(
      await jsonBody(new Request("http://shop.test/", { method: "POST", body: JSON.stringify({ text: "x".repeat(100) }) }), 50),
    ).toEqual({});
  });

  it("drops NUL characters from every string, however deep", async () => {
    expect(await body('{"name":"Ana\\u0000 Horvat","company":{"name":"\\u0000d.o.o."},"lines":["A\\u00001"]}')).toEqual({
      name: "Ana Horvat",
      company: { name: "d.o.o." },
      lines: ["A1"],
    });
  });
});
