import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { closeAfterUnreadBody } from "./unread-body.ts";

function shop() {
  const app = new Hono();
  app.use("*", closeAfterUnreadBody);
  app.post("/login", async (c) => c.text(String((await c.req.raw.formData()).get("email"))));
  app.post("/profile", (c) => c.redirect("/login?redirect=%2Fprofile", 302));
  app.post("/api/ping", () => fetch("data:text/plain,pong"));
  app.get("/", (c) => c.text("home"));
  return app;
}

const form = (path: string) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    body: "email=a%40b.hr",
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

describe("a request whose body nobody read", () => {
  it("is answered with Connection: close, so the client does not reuse a connection the server lets go", async () => {
    const response = await shop().fetch(form("/profile"));
    expect(response.status).toBe(302);
    expect(response.headers.get("connection")).toBe("close");
  });

  it("closes too when the answer's headers could not change (a fetched answer)", async () => {
    const response = await shop().fetch(form("/api/ping"));
    expect(await response.text()).toBe("pong");
    expect(response.headers.get("connection")).toBe("close");
  });

  it("keeps the connection when the body was read, or when there was none", async () => {
    const read = await shop().fetch(form("/login"));
    expect(await read.text()).toBe("a@b.hr");
    expect(read.headers.get("connection")).toBeNull();
    expect(
      (await shop().fetch(new Request("http://shop.test/"))).headers.get("connection"),
    ).toBeNull();
  });
});
