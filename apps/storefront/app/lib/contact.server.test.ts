import { describe, expect, it } from "vitest";
import type { BackendFetch } from "./api.server.ts";
import { contactAction } from "./contact.server.ts";
import { spamCheckOf } from "./spam-check.ts";

/** Posts the contact page's form to its action; the back end answers `reply` and records what it was sent. */
async function post(
  path: string,
  fields: Record<string, string>,
  reply: () => Response = () => Response.json({ data: { message: "ok" } }, { status: 201 }),
) {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const backendFetch: BackendFetch = async (request) => {
    sent.push({
      path: new URL(request.url).pathname,
      body: (await request.json()) as Record<string, unknown>,
    });
    return reply();
  };
  const request = new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  const answer: unknown = await contactAction({
    request,
    url: new URL(request.url),
    context: { backendFetch, session: null },
  });
  return { answer, sent };
}

/** A refusal as the action answers it: the form's result and the status. */
type Refused = {
  data: { fields: Record<string, string>; values: Record<string, string> };
  init: { status: number };
};

describe("the contact page's action", () => {
  it("sends a contact message with the spam check's fields and the page's language, then goes to the thanks", async () => {
    const { answer, sent } = await post("/en/contact", {
      intent: "contact",
      name: " Ana ",
      email: "ana@example.com",
      subject: "Hello",
      message: "A question",
      consent: "on",
      website: "",
      proof: "v1.1.14.x.y:7",
    });
    expect(sent).toEqual([
      {
        path: "/api/contact",
        body: {
          name: "Ana",
          email: "ana@example.com",
          subject: "Hello",
          message: "A question",
          consent: true,
          language: "en",
          website: "",
          proof: "v1.1.14.x.y:7",
        },
      },
    ]);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(303);
    expect((answer as Response).headers.get("location")).toBe("/en/contact?sent=contact");
  });

  it("sends an inquiry with the product's item code and the quantity, and cuts a pasted message just past the limit", async () => {
    const { sent } = await post("/contact?product=mis", {
      intent: "inquiry",
      item_code: "AB-1",
      quantity: "250",
      name: "Ivo",
      email: "ivo@example.com",
      message: "x".repeat(20_000),
    });
    expect(sent[0]?.path).toBe("/api/inquiries");
    expect(sent[0]?.body).toMatchObject({
      item_code: "AB-1",
      quantity: "250",
      consent: false,
      language: "hr",
      phone: "",
      company: "",
    });
    expect(String(sent[0]?.body.message)).toHaveLength(5_001);
    expect(sent[0]?.body).not.toHaveProperty("proof");
  });

  it("answers a refusal with the API's field errors and what was typed, never the honeypot", async () => {
    const refusal = () =>
      Response.json(
        {
          error: {
            code: "validation_failed",
            message: "Neka polja nisu ispravno ispunjena",
            fields: { email: "Upišite valjanu adresu" },
          },
        },
        { status: 400 },
      );
    const sent = await post(
      "/contact",
      {
        intent: "contact",
        name: "Ana",
        email: "ana@",
        subject: "S",
        message: "M",
        website: "spam",
      },
      refusal,
    );
    const answer = sent.answer as Refused;
    expect(answer.init.status).toBe(400);
    expect(answer.data.fields).toEqual({ email: "Upišite valjanu adresu" });
    expect(answer.data.values).toEqual({
      name: "Ana",
      email: "ana@",
      message: "M",
      consent: "",
      subject: "S",
    });
  });
});

describe("the spam check's fields of a form", () => {
  it("passes the honeypot as sent and the proof only when there is one", () => {
    const form = new FormData();
    form.set("website", "x");
    form.set("proof", "  ");
    expect(spamCheckOf(form)).toEqual({ website: "x" });
    form.set("proof", " v1.a:1 ");
    expect(spamCheckOf(form)).toEqual({ website: "x", proof: "v1.a:1" });
    expect(spamCheckOf(new FormData())).toEqual({ website: "" });
  });
});
