import { describe, expect, it } from "vitest";
import { action } from "./newsletter.tsx";

type ActionArgs = Parameters<typeof action>[0];

/** The newsletter page's action with a back end that records what it was asked and agrees. */
async function post(url: string, form: Record<string, string>) {
  const asked: { path: string; body: unknown }[] = [];
  const backendFetch = async (request: Request) => {
    asked.push({ path: new URL(request.url).pathname, body: await request.json() });
    return Response.json({ data: { message: "The address is unsubscribed from the newsletter." } });
  };
  const request = new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form).toString(),
  });
  const args = {
    request,
    url: new URL(request.url),
    params: {},
    context: { backendFetch, session: null },
  } as unknown as ActionArgs;
  return { answer: await action(args), asked };
}

describe("the newsletter page's action", () => {
  it("unsubscribes by a mail client's RFC 8058 one-click POST to the List-Unsubscribe link", async () => {
    const { answer, asked } = await post(
      "http://shop.test/en/newsletter?unsubscribe=u.7.0.signature",
      { "List-Unsubscribe": "One-Click" },
    );
    expect(asked).toEqual([
      { path: "/api/newsletter/unsubscribe", body: { token: "u.7.0.signature" } },
    ]);
    expect(answer).toMatchObject({ intent: "unsubscribe", ok: true });
  });

  it("confirms only when the button posts, with the link's token", async () => {
    const { asked } = await post("http://shop.test/newsletter?confirm=c.7.99.signature", {
      intent: "confirm",
      token: "c.7.99.signature",
    });
    expect(asked).toEqual([
      { path: "/api/newsletter/confirm", body: { token: "c.7.99.signature" } },
    ]);
  });
});
