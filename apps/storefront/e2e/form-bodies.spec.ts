import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { demo } from "./fixtures/accounts.ts";
import { confirmedCompany, pick, productPage } from "./fixtures/cart.ts";

// Every page action reads its form through one reader: a body that is not a form is refused with the
// page's error (400 broken, 415 not a form, 413 over 1 MB), never a 500 — with or without a session.

const words = {
  hr: { unreadable: "Obrazac nije moguće pročitati", tooLarge: "Obrazac je prevelik" },
  en: { unreadable: "The form could not be read", tooLarge: "The form is too large" },
};

type Body = {
  name: string;
  status: number;
  send: (request: APIRequestContext, path: string) => Promise<APIResponse>;
};

const bodies: Body[] = [
  {
    name: "JSON",
    status: 415,
    send: (r, path) =>
      r.post(path, {
        headers: { "content-type": "application/json" },
        data: '{"email":"a@b.hr"}',
        maxRedirects: 0,
      }),
  },
  {
    name: "text",
    status: 415,
    send: (r, path) =>
      r.post(path, {
        headers: { "content-type": "text/plain" },
        data: "intent=add",
        maxRedirects: 0,
      }),
  },
  {
    name: "no content type",
    status: 415,
    send: (r, path) => r.post(path, { data: Buffer.from("intent=add"), maxRedirects: 0 }),
  },
  {
    name: "multipart without a boundary",
    status: 400,
    send: (r, path) =>
      r.post(path, {
        headers: { "content-type": "multipart/form-data" },
        data: "--x\r\n\r\n",
        maxRedirects: 0,
      }),
  },
  {
    name: "multipart cut halfway",
    status: 400,
    send: (r, path) =>
      r.post(path, {
        headers: { "content-type": "multipart/form-data; boundary=x" },
        data: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\nadd',
        maxRedirects: 0,
      }),
  },
  {
    // Just over the limit (the unit tests send 8 MB): small enough that the upload ends before the answer.
    name: "a form over 1 MB",
    status: 413,
    send: (r, path) =>
      r.post(path, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: `intent=add&text=${"a".repeat(1024 * 1024 + 1)}`,
        maxRedirects: 0,
      }),
  },
];

async function logInThrough(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const login = await request.post("/login", { form: { email, password }, maxRedirects: 0 });
  expect(login.status()).toBe(303);
}

test("every page action refuses a body that is not a form with the page's error, never a 500", async ({
  request,
}) => {
  const product = await pick(request, "in_stock");
  const pages = {
    hr: {
      guest: ["/register", "/login", "/password-reset"],
      customer: ["/cart", "/wishlist", "/profile", productPage(product, "hr")],
    },
    en: {
      guest: ["/en/register", "/en/login", "/en/password-reset"],
      customer: ["/en/cart", "/en/wishlist", "/en/profile", productPage(product, "en")],
    },
  };
  const expectRefused = async (
    response: APIResponse,
    body: Body,
    language: "hr" | "en",
    what: string,
  ) => {
    expect(response.status(), what).toBe(body.status);
    expect(await response.text(), what).toContain(
      body.status === 413 ? words[language].tooLarge : words[language].unreadable,
    );
  };
  // Logged out: the forms anyone may send; the profile sends a visitor to log in without reading the body.
  for (const language of ["hr", "en"] as const) {
    for (const path of [...pages[language].guest, ...pages[language].customer]) {
      for (const body of bodies) {
        const response = await body.send(request, path);
        const what = `logged out: ${body.name} → ${path}`;
        if (path.endsWith("/profile")) expect(response.status(), what).toBe(302);
        else await expectRefused(response, body, language, what);
      }
    }
  }
  // Logged in: the customer's forms.
  await logInThrough(request, demo.company.email, demo.company.password);
  for (const language of ["hr", "en"] as const) {
    for (const path of pages[language].customer) {
      for (const body of bodies) {
        const response = await body.send(request, path);
        const what = `logged in: ${body.name} → ${path}`;
        // Too large a cart form is quick buy's file: answered on the cart page, beside its field.
        if (body.status === 413 && path.endsWith("/cart"))
          expect(response.status(), what).toBe(413);
        else await expectRefused(response, body, language, what);
      }
    }
  }
});

test("the data requests of the same actions refuse such bodies too, never with a 500", async ({
  request,
}) => {
  for (const path of [
    "/login.data",
    "/en/register.data",
    "/password-reset.data",
    "/cart.data",
    "/wishlist.data",
  ]) {
    for (const body of bodies) {
      const response = await body.send(request, path);
      expect(response.status(), `${body.name} → ${path}`).toBeLessThan(500);
    }
  }
});

test("too large a quick buy is answered on the cart page, beside its field", async ({
  request,
}) => {
  await logInThrough(request, demo.company.email, demo.company.password);
  const response = await request.post("/cart", {
    multipart: {
      intent: "quick-buy",
      file: {
        name: "list.csv",
        mimeType: "text/csv",
        buffer: Buffer.alloc(1100 * 1024, "HX-1 1\n"),
      },
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("Odjednom se može dodati najviše 500 redaka.");
});

test.describe("a return path with a letter beyond ASCII", () => {
  test("a login with redirect=%2F%C5%BE lands on /%C5%BE (303), with its session cookies", async ({
    request,
  }) => {
    const response = await request.post("/login?redirect=%2F%C5%BE", {
      form: { email: demo.person.email, password: demo.person.password },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe("/%C5%BE");
    expect(response.headers()["set-cookie"]).toContain("auth._token.local=");
    const english = await request.post(
      "/en/login?redirect=%2Fen%2Fkategorija%2Fmi%C5%A1%3Fq%3D%C4%8Da%C5%A1a",
      {
        form: { email: demo.person.email, password: demo.person.password },
        maxRedirects: 0,
      },
    );
    expect(english.headers().location).toBe("/en/kategorija/mi%C5%A1?q=%C4%8Da%C5%A1a");
  });

  test("cart and wishlist forms with return_to=/ž go back there (303) after the change", async ({
    request,
  }) => {
    const customer = await confirmedCompany(request);
    const product = await pick(request, "in_stock");
    // Logged out, the form sends the visitor to log in first, remembering where to come back to.
    const visitor = await request.post("/cart", {
      form: { intent: "add", product_id: String(product.id), quantity: "1", return_to: "/ž" },
      maxRedirects: 0,
    });
    expect(visitor.status()).toBe(303);
    expect(visitor.headers().location).toBe("/login?redirect=%2F%25C5%25BE");

    await logInThrough(request, customer.email, customer.password);
    const cart = await request.post("/cart", {
      form: { intent: "add", product_id: String(product.id), quantity: "1", return_to: "/ž" },
      maxRedirects: 0,
    });
    expect(cart.status()).toBe(303);
    expect(cart.headers().location).toBe("/%C5%BE");
    const wishlist = await request.post("/en/wishlist", {
      form: { intent: "add", product_id: String(product.id), return_to: "/en/ž?a=b&c=%2F" },
      maxRedirects: 0,
    });
    expect(wishlist.status()).toBe(303);
    expect(wishlist.headers().location).toBe("/en/%C5%BE?a=b&c=%2F");
  });
});
