import { readFileSync } from "node:fs";
import type { User } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { accessOfPath, screens } from "../route-table.ts";
import { afterLoginPath, customerOf, guardScreen, loginPath } from "./guard.server.ts";
import { localizedPath } from "./language.ts";
import type { Session } from "./session.server.ts";

const session: Session = {
  user: { id: 1, scope: ["customer", "person"] } as User,
  token: "t",
  refreshToken: "r",
};

/** What a guard does with a request: null (the page renders) or where it redirects. */
function outcome(url: string, screen: string, loggedIn: boolean): string | null {
  try {
    guardScreen(
      { url: new URL(`http://shop.test${url}`), context: { session: loggedIn ? session : null } },
      screen,
    );
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location");
    throw thrown;
  }
}

describe("screen guards", () => {
  it("send a logged-out visitor from a protected screen to the login page of its language, remembering path and query", () => {
    expect(outcome("/profile", "profile", false)).toBe("/login?redirect=%2Fprofile");
    expect(outcome("/en/orders/abc-123?tab=items", "order", false)).toBe(
      "/en/login?redirect=%2Fen%2Forders%2Fabc-123%3Ftab%3Ditems",
    );
    expect(outcome("/wishlist", "wishlist", true)).toBeNull();
  });

  it("send a logged-in customer from a guest-only screen home", () => {
    expect(outcome("/login", "login", true)).toBe("/");
    expect(outcome("/en/register", "register", true)).toBe("/en");
    expect(outcome("/en/password-reset?token=x", "password-reset", true)).toBe("/en");
    expect(outcome("/login", "login", false)).toBeNull();
  });

  it("let everyone through a public screen", () => {
    expect(outcome("/about", "about", false)).toBeNull();
    expect(outcome("/about", "about", true)).toBeNull();
  });

  it("hand protected actions the customer, or send the visitor to log in", () => {
    expect(
      customerOf({ url: new URL("http://shop.test/profile"), context: { session } }, "profile"),
    ).toBe(session);
    expect(() =>
      customerOf(
        { url: new URL("http://shop.test/profile"), context: { session: null } },
        "profile",
      ),
    ).toThrow(Response);
  });

  it("refuse a screen name the route table does not know (a typo would silently open a page)", () => {
    expect(() => outcome("/x", "profil", false)).toThrow(/no screen named "profil"/);
  });

  it("are called by every screen that is not public, with its own name", () => {
    for (const screen of screens.filter((s) => s.access !== "public")) {
      const source = readFileSync(new URL(`../routes/${screen.name}.tsx`, import.meta.url), "utf8");
      expect(source, screen.name).toMatch(
        new RegExp(`(guardScreen|customerOf)\\(args, "${screen.name}"\\)`),
      );
    }
  });
});

describe("the login page's return target", () => {
  it("is the remembered local page with its query", () => {
    expect(afterLoginPath("/wishlist", "hr")).toBe("/wishlist");
    expect(afterLoginPath("/en/sale-items?page=2", "en")).toBe("/en/sale-items?page=2");
  });

  it("is in the login page's language for a screen of fixed address, else the page's own", () => {
    expect(afterLoginPath("/cart", "en")).toBe("/en/cart");
    expect(afterLoginPath("/en/brands?page=2", "hr")).toBe("/marke?page=2");
    expect(afterLoginPath("/misevi/mis-gm10000", "en")).toBe("/misevi/mis-gm10000");
  });

  it("is ready for the Location header: a letter beyond ASCII is percent-encoded (/ž works like /a)", () => {
    expect(afterLoginPath("/ž", "hr")).toBe("/%C5%BE");
    expect(afterLoginPath("/%C5%BE?q=mi%C5%A1", "hr")).toBe("/%C5%BE?q=mi%C5%A1");
    expect(
      () =>
        new Response(null, {
          status: 303,
          headers: { location: afterLoginPath("/ž?q=čaša", "hr") },
        }),
    ).not.toThrow();
    // The login page remembers the page as its address holds it, and sends the customer back there.
    const login = new URL(loginPath("hr", new URL("http://shop.test/ž")), "http://shop.test");
    expect(afterLoginPath(login.searchParams.get("redirect"), "hr")).toBe("/%C5%BE");
  });

  it("is home for anything that could leave the shop or run code", () => {
    for (const attempt of [
      "//evil.example",
      "https://evil.example",
      "/\\evil",
      "javascript:alert(1)",
      "/.//evil",
      "",
      null,
    ]) {
      expect(afterLoginPath(attempt, "hr"), String(attempt)).toBe("/");
    }
    expect(afterLoginPath("//evil.example", "en")).toBe("/en");
  });

  it("is not remembered when the page itself could not be (an unsafe address)", () => {
    expect(loginPath("hr", new URL("http://shop.test/profile"))).toBe("/login?redirect=%2Fprofile");
    expect(loginPath("hr", new URL("http://shop.test/it's"))).toBe("/login");
    expect(loginPath("en")).toBe("/en/login");
  });
});

describe("access of an address", () => {
  it("follows the route table in both languages, account screens before the category pattern", () => {
    expect(accessOfPath("/profile")).toBe("protected");
    expect(accessOfPath("/en/orders/abc")).toBe("protected");
    expect(accessOfPath("/en/login")).toBe("guest-only");
    expect(accessOfPath("/password-reset")).toBe("guest-only");
    expect(accessOfPath("/misevi")).toBe("public");
    expect(accessOfPath("/misevi/mis-1")).toBe("public");
    expect(accessOfPath("/en")).toBe("public");
    expect(accessOfPath("/profile/")).toBe("protected");
    expect(accessOfPath("/order")).toBe("public"); // the single order lives under /orders/
  });

  it("gives every screen of the route table its own access, at its Croatian and English address", () => {
    const address = (path: string) => path.replace(/:\w+/g, "x");
    for (const screen of screens) {
      expect(accessOfPath(address(screen.hr)), screen.hr).toBe(screen.access);
      expect(accessOfPath(localizedPath("en", address(screen.en))), screen.en).toBe(screen.access);
    }
  });
});
