import { createServer } from "node:net";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database } from "../db/client.ts";
import { outboxMails } from "./schema.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import { startSmtpServer } from "../testing/smtp-server.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.ts";
import { accountMail } from "./templates.ts";
import { createMailTransport } from "./transport.ts";
import { createMailWorker, exponentialBackoff } from "./worker.ts";
import { capturedLog } from "../observability/captured-log.testing.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
});
beforeEach(async () => {
  await database.db.delete(outboxMails);
});

/** A port nobody listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

function smtpTo(port: number) {
  return createMailTransport({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Dućan <trgovina@dukan.hr>",
    mailDir: "unused",
  });
}

const confirmation = (to: string, link: string): OutgoingMail => ({
  to,
  ...accountMail("confirm_email", { language: "hr", name: "Ana", link }),
});

async function outbox() {
  return database.db.select().from(outboxMails).orderBy(asc(outboxMails.id));
}

/** Time passes for the outbox: every pending mail is due again. */
async function makeDueNow(): Promise<void> {
  await database.db
    .update(outboxMails)
    .set({ nextAttemptAt: sql`now() - interval '1 second'` })
    .where(eq(outboxMails.status, "pending"));
}

describe(`mail worker on ${testDatabaseKind}`, () => {
  it("sends a committed confirmation mail once over SMTP and forgets its body", async () => {
    const smtp = await startSmtpServer();
    const transport = smtpTo(smtp.port);
    const worker = createMailWorker({ db: database.db, transport });
    const link = "https://dukan.hr/racun/potvrda?token=first-secret";

    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, confirmation("ana@example.com", link));
    });
    expect(await worker.deliverDue()).toBe(1);
    expect(await worker.deliverDue()).toBe(0);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(["ana@example.com"]);
    expect(smtp.received[0]?.subject).toBe("Potvrdite adresu e-pošte – Dućan");
    expect(smtp.received[0]?.text.split("\n")).toContain(link);
    const [row] = await outbox();
    expect(row).toMatchObject({
      status: "sent",
      attempts: 1,
      textBody: "",
      htmlBody: "",
      lastError: null,
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    transport.close();
    await smtp.close();
  });

  it("never sends a mail whose transaction rolled back", async () => {
    const smtp = await startSmtpServer();
    const transport = smtpTo(smtp.port);
    const worker = createMailWorker({ db: database.db, transport });

    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(
          tx,
          confirmation("ghost@example.com", "https://dukan.hr/racun/potvrda?token=never"),
        );
        throw new Error("the registration failed after the mail was queued");
      }),
    ).rejects.toThrow("the registration failed");
    expect(await worker.deliverDue()).toBe(0);

    expect(smtp.received).toEqual([]);
    expect(await outbox()).toEqual([]);
    transport.close();
    await smtp.close();
  });

  it("keeps a mail when the SMTP server is down and sends it once the server is back", async () => {
    const down = await startSmtpServer();
    const port = down.port;
    await down.close();
    const transport = smtpTo(port);
    const logged = capturedLog();
    const worker = createMailWorker({ db: database.db, transport, log: logged.log });
    const link = "https://dukan.hr/racun/nova-lozinka?token=later-secret";
    await enqueueMail(database.db, {
      to: "ivo@example.com",
      ...accountMail("reset_password", { language: "en", name: "Ivo", link }),
    });

    expect(await worker.deliverDue()).toBe(0);
    const [failed] = await outbox();
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED/);
    const { rows } = await database.pool.query<{ wait_s: number }>(
      "select extract(epoch from next_attempt_at - now())::float8 as wait_s from outbox_mails",
    );
    expect(rows[0]?.wait_s).toBeGreaterThan(25); // 30 s after the first failure
    expect(rows[0]?.wait_s).toBeLessThanOrEqual(30);
    expect(await worker.deliverDue()).toBe(0); // not due yet: no second attempt
    expect((await outbox())[0]?.attempts).toBe(1);
    expect(logged.entries).toHaveLength(1);
    expect(logged.entries[0]).toMatchObject({ level: 40, module: "mail" });
    expect(logged.messages()[0]).toMatch(
      /^mail #\d+ to ivo@example.com not sent \(attempt 1 of 8\), retry in 30 s: /,
    );
    expect(logged.text()).not.toContain("later-secret");

    const up = await startSmtpServer(port);
    await makeDueNow();
    expect(await worker.deliverDue()).toBe(1);
    expect(up.received.map((m) => m.subject)).toEqual(["Reset your password – Dućan"]);
    expect(up.received[0]?.text.split("\n")).toContain(link);
    expect((await outbox())[0]).toMatchObject({
      status: "sent",
      attempts: 2,
      textBody: "",
      htmlBody: "",
    });
    transport.close();
    await up.close();
  });

  it("keeps every mail queued while the SMTP server is down for a while, then sends each once, in its order", async () => {
    const down = await startSmtpServer();
    const port = down.port;
    await down.close();
    const transport = smtpTo(port);
    const worker = createMailWorker({ db: database.db, transport });
    const queue = async (to: string, token: string) =>
      enqueueMail(database.db, confirmation(to, `https://dukan.hr/racun/potvrda?token=${token}`));
    // Mails keep coming while rounds fail: some have been tried twice, some once.
    await queue("ana@example.com", "a1");
    await queue("ivo@example.com", "i1");
    expect(await worker.deliverDue()).toBe(0);
    await queue("ana@example.com", "a2");
    await makeDueNow();
    expect(await worker.deliverDue()).toBe(0);
    await queue("ana@example.com", "a3");
    await queue("ivo@example.com", "i2");
    await makeDueNow();
    expect(await worker.deliverDue()).toBe(0);
    expect((await outbox()).map((row) => [row.status, row.attempts])).toEqual([
      ["pending", 3],
      ["pending", 3],
      ["pending", 2],
      ["pending", 1],
      ["pending", 1],
    ]);

    const up = await startSmtpServer(port);
    await makeDueNow();
    expect(await worker.deliverDue()).toBe(5);
    // Nothing more to send on the next rounds: each mail went once.
    await makeDueNow();
    expect(await worker.deliverDue()).toBe(0);
    const tokens = (to: string) =>
      up.received
        .filter((mail) => mail.to.includes(to))
        .map((mail) => /token=(\w+)/.exec(mail.text)?.[1]);
    expect(tokens("ana@example.com")).toEqual(["a1", "a2", "a3"]);
    expect(tokens("ivo@example.com")).toEqual(["i1", "i2"]);
    expect(up.received).toHaveLength(5);
    expect((await outbox()).every((row) => row.status === "sent")).toBe(true);
    transport.close();
    await up.close();
  });

  it("gives up after the last attempt", async () => {
    const transport = smtpTo(await closedPort());
    const worker = createMailWorker({ db: database.db, transport, maxAttempts: 3 });
    await enqueueMail(
      database.db,
      confirmation("nobody@example.com", "https://dukan.hr/racun/potvrda?token=x"),
    );

    for (const attempt of [1, 2]) {
      expect(await worker.deliverDue()).toBe(0);
      expect((await outbox())[0]).toMatchObject({ status: "pending", attempts: attempt });
      await makeDueNow();
    }
    expect(await worker.deliverDue()).toBe(0);
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", attempts: 3 });
    expect(row?.lastError).toMatch(/ECONNREFUSED/);

    await makeDueNow();
    expect(await worker.deliverDue()).toBe(0);
    expect((await outbox())[0]?.attempts).toBe(3);
    transport.close();
  });

  it("lets two workers share the outbox without sending any mail twice", async () => {
    const smtp = await startSmtpServer();
    const transports = [smtpTo(smtp.port), smtpTo(smtp.port)];
    const [first, second] = transports.map((transport) =>
      createMailWorker({ db: database.db, transport }),
    );
    const addresses = Array.from({ length: 25 }, (_, i) => `customer${i}@example.com`);
    for (const to of addresses)
      await enqueueMail(
        database.db,
        confirmation(to, `https://dukan.hr/racun/potvrda?token=${to}`),
      );

    const sent = await Promise.all([first?.deliverDue(), second?.deliverDue()]);

    expect((sent[0] ?? 0) + (sent[1] ?? 0)).toBe(25);
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
    expect((await outbox()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    for (const transport of transports) transport.close();
    await smtp.close();
  });

  it("runs one round at a time, wakes up for new mail, and stops after the round under way", async () => {
    const sending: OutgoingMail[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const arrivals: (() => void)[] = [];
    const arrived = (count: number) => new Promise<void>((resolve) => (arrivals[count] = resolve));
    const firstArrived = arrived(1);
    const secondArrived = arrived(2);
    const transport = {
      async send(mail: OutgoingMail) {
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        sending.push(mail);
        arrivals[sending.length]?.();
        await released;
        inFlight -= 1;
      },
    };
    const worker = createMailWorker({ db: database.db, transport, pollMs: 60_000 });
    await enqueueMail(database.db, confirmation("first@example.com", "https://dukan.hr/a"));

    worker.start();
    await firstArrived; // the first round is sending, held at the server
    await enqueueMail(database.db, confirmation("second@example.com", "https://dukan.hr/b"));
    worker.wake();
    worker.wake();
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);

    release();
    await stopping;
    expect(mostInFlight).toBe(1);
    expect(sending.map((m) => m.to)).toEqual(["first@example.com"]); // stopped: no round after the one under way

    worker.start();
    worker.wake();
    await secondArrived;
    await worker.stop();
    expect(sending.map((m) => m.to)).toEqual(["first@example.com", "second@example.com"]);
    expect(mostInFlight).toBe(1);
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("makes the wakes of a burst one round, after the delay it was given", async () => {
    const sent: OutgoingMail[] = [];
    let bothSent = () => {};
    const arrivedBoth = new Promise<void>((resolve) => (bothSent = resolve));
    const transport = {
      async send(mail: OutgoingMail) {
        sent.push(mail);
        if (sent.length === 2) bothSent();
      },
    };
    const worker = createMailWorker({
      db: database.db,
      transport,
      pollMs: 60_000,
      wakeDelayMs: 200,
    });
    worker.start();
    for (const to of ["first@example.com", "second@example.com"]) {
      await enqueueMail(database.db, confirmation(to, "https://dukan.hr/a"));
    }
    // Counted while the three wakes run (no database work between them, so no timer of the driver's).
    const timers = vi.spyOn(globalThis, "setTimeout");
    try {
      worker.wake();
      worker.wake();
      worker.wake();
      expect(timers).toHaveBeenCalledTimes(1); // three wakes, one round asked for
      expect(timers.mock.calls[0]?.[1]).toBe(200);
    } finally {
      timers.mockRestore();
    }
    await arrivedBoth;
    await worker.stop();
    expect(sent.map((m) => m.to).sort()).toEqual(["first@example.com", "second@example.com"]);
  });

  it("sends the mails of a round to different addresses side by side, those to one address in their order", async () => {
    const started: string[] = [];
    let secondAddressStarted = () => {};
    const secondAddress = new Promise<void>((resolve) => (secondAddressStarted = resolve));
    const transport = {
      async send(mail: OutgoingMail) {
        started.push(`${mail.to} ${/token=(\w+)/.exec(mail.text)?.[1] ?? ""}`);
        if (mail.to === "second@example.com") secondAddressStarted();
        // The first address's first mail is held until the second address's is under way: one at a
        // time, this round would never end.
        else if (started.length === 1) await secondAddress;
      },
    };
    for (const [to, token] of [
      ["first@example.com", "a1"],
      ["first@example.com", "a2"],
      ["second@example.com", "b1"],
      ["first@example.com", "a3"],
    ] as const) {
      await enqueueMail(
        database.db,
        confirmation(to, `https://dukan.hr/racun/potvrda?token=${token}`),
      );
    }
    expect(await createMailWorker({ db: database.db, transport }).deliverDue()).toBe(4);
    expect(started.filter((line) => line.startsWith("first@"))).toEqual([
      "first@example.com a1",
      "first@example.com a2",
      "first@example.com a3",
    ]);
    expect(started.indexOf("second@example.com b1")).toBeLessThan(
      started.indexOf("first@example.com a2"),
    );
    expect((await outbox()).map((row) => row.status)).toEqual(["sent", "sent", "sent", "sent"]);
  });

  it("backs off exponentially up to an hour", () => {
    expect([1, 2, 3, 4, 8, 20].map(exponentialBackoff)).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});
