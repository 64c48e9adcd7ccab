import type { User } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import type { BackendFetch } from "../lib/api.server.ts";
import type { FormResult } from "../lib/forms.ts";
import { action } from "./profile.tsx";

const ana: User = {
  id: 7,
  type: "person",
  email: "ana@example.com",
  name: "Ana Horvat",
  phone: "",
  newsletter: false,
  language: "hr",
  company: null,
  scope: ["customer", "person"],
  awaiting_approval: false,
};

/** "Save" in the profile's own data, the newsletter box ticked or not; the back end takes the change. */
async function saveDetails(path: string, before: { newsletter: boolean }, ticked: boolean) {
  const backendFetch: BackendFetch = async (request) =>
    Response.json({ data: { ...ana, ...((await request.json()) as Partial<User>) } });
  const form = new URLSearchParams({ intent: "details", name: ana.name, phone: "" });
  if (ticked) form.set("newsletter", "on");
  const request = new Request(`http://shop.test${path}`, { method: "POST", body: form });
  const session = { user: { ...ana, ...before }, token: "t", refreshToken: "r" };
  const answer = await action({
    request,
    url: new URL(request.url),
    params: {},
    context: { backendFetch, session, siteUrl: "http://shop.test", cspNonce: "" },
  } as Parameters<typeof action>[0]);
  return answer as FormResult;
}

describe("saving the profile's own data", () => {
  it("says the newsletter waits for the mailed link when the box was just ticked (double opt-in)", async () => {
    expect((await saveDetails("/profile", { newsletter: false }, true)).message).toBe(
      "Podaci su spremljeni. Prijavu na newsletter potvrdite poveznicom koju smo vam poslali e-poštom.",
    );
    expect((await saveDetails("/en/profile", { newsletter: false }, true)).message).toBe(
      "Your details were saved. Confirm your newsletter subscription with the link we have sent you by e-mail.",
    );
  });

  it("says only that it saved otherwise (the page's own 'Podaci su spremljeni.')", async () => {
    expect((await saveDetails("/profile", { newsletter: true }, true)).message).toBe("");
    expect((await saveDetails("/profile", { newsletter: false }, false)).message).toBe("");
  });
});

describe("deleting the account", () => {
  it("opens the page that says so at its content, not at the profile's privacy section the form was sent from", async () => {
    for (const [path, location] of [
      ["/profile", "/racun-izbrisan#content"],
      ["/en/profile", "/en/account-deleted#content"],
    ] as const) {
      const backendFetch: BackendFetch = async () => Response.json({ data: { message: "" } });
      const form = new URLSearchParams({ intent: "delete-account", password: "Lozinka-2026" });
      const request = new Request(`http://shop.test${path}`, { method: "POST", body: form });
      const session = { user: ana, token: "t", refreshToken: "r" };
      const answer = await action({
        request,
        url: new URL(request.url),
        params: {},
        context: { backendFetch, session, siteUrl: "http://shop.test", cspNonce: "" },
      } as Parameters<typeof action>[0]);
      // A redirect without a fragment of its own takes the form's (`#profile-privacy`) along.
      expect((answer as Response).headers.get("location")).toBe(location);
    }
  });
});
