import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { createMailTransport, createMailWorker, type MailWorker } from "../mail/index.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { startSmtpServer } from "../testing/smtp-server.ts";
import { accountsClient } from "./test-client.ts";

let database: Database;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let worker: MailWorker;
let client: ReturnType<typeof accountsClient>;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await startSmtpServer();
  const transport = createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from: "Dućan <trgovina@dukan.hr>",
    mailDir: "",
  });
  worker = createMailWorker({ db: database.db, transport });
  client = accountsClient(createApi(database, testApiOptions()), database.db);
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

/** The one link in the newest mail the SMTP server received for `to`. */
function linkInLastMail(to: string): URL {
  const mail = smtp.received.filter((m) => m.to.includes(to)).at(-1);
  const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no mail with a link to ${to}`);
  return new URL(link);
}

describe(`account mail over real SMTP on ${testDatabaseKind}`, () => {
  it("sends the confirmation mail in the customer's language with a link that confirms the address", async () => {
    const answer = await client.post("/api/register", {
      type: "person",
      name: "Marko",
      email: "marko@example.com",
      phone: "",
      password: "twelve chars!",
      password_confirmation: "twelve chars!",
      language: "en",
    });
    expect(answer.status).toBe(201);
    expect(await worker.deliverDue()).toBe(1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(["marko@example.com"]);
    expect(mail?.subject).toBe("Confirm your e-mail address – Dućan");
    const link = linkInLastMail("marko@example.com");
    expect(`${link.origin}${link.pathname}`).toBe("http://shop.test/en/login");
    const confirmed = await client.post("/api/email/confirm", {
      token: link.searchParams.get("confirm"),
    });
    expect(confirmed.status).toBe(200);
    await client.login("marko@example.com", "twelve chars!");
  });

  it("sends the reset mail with a single-use link to the password-reset page that logs the customer in", async () => {
    const forgot = await client.post("/api/password/forgot", { email: "marko@example.com" });
    expect(forgot.status).toBe(200);
    expect(await worker.deliverDue()).toBe(1);
    const link = linkInLastMail("marko@example.com");
    expect(`${link.origin}${link.pathname}`).toBe("http://shop.test/en/password-reset");
    const body = {
      token: link.searchParams.get("token"),
      password: "thirteen chars",
      password_confirmation: "thirteen chars",
    };
    expect((await client.post("/api/password/reset", body)).status).toBe(200);
    expect((await client.post("/api/password/reset", body)).status).toBe(400);
    await client.login("marko@example.com", "thirteen chars");
  });

  it("answers a second registration of the address like the first and mails its owner, in the owner's language, links to log in and to reset", async () => {
    const again = await client.post(
      "/api/register",
      {
        type: "person",
        name: "Not Marko",
        email: "marko@example.com",
        password: "someone else's",
        password_confirmation: "someone else's",
      },
      { "accept-language": "hr" },
    );
    expect(again.status).toBe(201);
    expect(await worker.deliverDue()).toBe(1);
    const mail = smtp.received.at(-1);
    expect(mail?.to).toEqual(["marko@example.com"]);
    expect(mail?.subject).toBe("Someone tried to register with your address – Dućan");
    const links = mail?.text.match(/https?:\/\/\S+/g);
    expect(links).toEqual(["http://shop.test/en/login", "http://shop.test/en/password-reset"]);
    await client.login("marko@example.com", "thirteen chars");
  });

  it("sends Croatian mail to a customer who registered in Croatian", async () => {
    await client.post(
      "/api/register",
      {
        type: "person",
        name: "Ana",
        email: "ana@example.com",
        password: "dvanaest znakova",
        password_confirmation: "dvanaest znakova",
      },
      { "accept-language": "hr" },
    );
    await worker.deliverDue();
    const link = linkInLastMail("ana@example.com");
    expect(link.pathname).toBe("/login");
    expect(smtp.received.at(-1)?.subject).toMatch(/Potvrdite/);
  });
});
