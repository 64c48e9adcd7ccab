import { bodyLimits, sessionTokensResponseSchema } from "@dukan/contract";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { seedDemoCatalogue } from "../catalogue/seed.ts";
import type { Database } from "../db/client.ts";
import { brands, categories, products } from "../catalogue/schema.ts";
import { demoAccounts, seedDemoAccounts } from "../demo/accounts.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase, testDatabaseKind } from "../testing/database.ts";
import type { Answer } from "../testing/fuzz/check.ts";
import {
  documentOperations,
  type FuzzOperation,
  undocumentedOperations,
} from "../testing/fuzz/operations.ts";
import { fixedRequests, type FuzzRequest, requestsTo } from "../testing/fuzz/requests.ts";
import { describeRequest, reportFailures, reportStatuses, sendAll } from "../testing/fuzz/run.ts";
import type { ValueContext } from "../testing/fuzz/values.ts";

/**
 * Every operation of the OpenAPI document (and every route the document misses) gets generated
 * bad requests, with and without a valid token: no answer may be a server error, every 4xx is
 * JSON in the error shape, and a body that cannot be read gets its one right refusal.
 *
 * FUZZ_SEED picks the seed (42), FUZZ_REQUESTS the number of requests (5,000, never fewer in CI),
 * FUZZ_REPORT=1 sends them all and prints every failure grouped by cause instead of stopping at the first.
 */
const seed = Number(process.env.FUZZ_SEED ?? 42);
const requested = Number(process.env.FUZZ_REQUESTS ?? 5_000);
const total = Math.max(Number.isFinite(requested) ? requested : 5_000, process.env.CI ? 5_000 : 1);
const reportAll = process.env.FUZZ_REPORT === "1";

/** A line in the test run's output (the count of requests, and with FUZZ_REPORT=1 the failures). */
const say = (text: string) => process.stdout.write(`${text}\n`);

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { person: "", company: "" };

async function tokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await api.request("/api/login", {
    method: "POST",
    body: JSON.stringify(account),
    headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.1" },
  });
  return sessionTokensResponseSchema.parse(await response.json()).data.token;
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoCatalogue(database.db, { products: 120, now: new Date("2026-11-01T10:00:00Z") });
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  tokens.person = await tokenOf(demoAccounts.person);
  tokens.company = await tokenOf(demoAccounts.company);
});
afterAll(async () => {
  await database?.close();
});

/** Real values by field name, so that some valid requests find what they ask for. */
async function hintsFromCatalogue(): Promise<ValueContext["hints"]> {
  const product = await database.db
    .select({
      id: products.id,
      itemCode: products.itemCode,
      slugHr: products.slugHr,
      slugEn: products.slugEn,
    })
    .from(products)
    .limit(20);
  const category = await database.db
    .select({ slugHr: categories.slugHr, slugEn: categories.slugEn })
    .from(categories)
    .limit(10);
  const brand = await database.db.select({ slug: brands.slug }).from(brands).limit(10);
  const itemCodes = product.map((p) => p.itemCode);
  const ids = product.map((p) => p.id);
  return {
    slug: [
      ...product.flatMap((p) => [p.slugHr, p.slugEn]),
      ...category.flatMap((c) => [c.slugHr, c.slugEn]),
    ],
    category: category.map((c) => c.slugHr),
    brand: brand.map((b) => b.slug),
    itemCode: itemCodes,
    item_code: itemCodes,
    file: itemCodes.map((code) => `${code}.pdf`),
    view: ["0.svg", "1.svg", 0, 1],
    id: ids,
    product: ids,
    product_id: ids,
    email: [demoAccounts.person.email, "new.customer@example.com"],
    text: [
      itemCodes
        .slice(0, 3)
        .map((code) => `${code};2`)
        .join("\n"),
    ],
    // Product-list filters: the document names their values only in words today.
    sort: ["price_asc", "newest"],
    new: ["1", "0"],
    sale: ["1"],
    in_stock: ["1"],
    page: ["1", "2"],
    per_page: ["12", "96"],
    min_price: ["1,50"],
    max_price: ["100"],
  };
}

/** The document the app serves; a failure to serve it fails the fuzz test plainly. */
async function servedDocument(): Promise<unknown> {
  const response = await api.request("/api/openapi.json");
  const text = await response.text();
  expect(response.status, `GET /api/openapi.json: ${text.slice(0, 300)}`).toBe(200);
  return JSON.parse(text) as unknown;
}

// Bytes, not a string: a string body would be sent as text/plain when the request names no type.
const encoder = new TextEncoder();

async function send(request: FuzzRequest, index: number): Promise<Answer> {
  const headers = new Headers({ "x-forwarded-for": `198.51.100.${index % 200}` });
  if (request.contentType !== null) headers.set("content-type", request.contentType);
  if (request.language !== undefined) headers.set("accept-language", request.language);
  if (request.caller === "person" || request.caller === "company")
    headers.set("authorization", `Bearer ${tokens[request.caller]}`);
  if (request.caller === "invalid") headers.set("authorization", request.token ?? "Bearer x");
  const carries = request.body !== null && request.method !== "GET" && request.method !== "HEAD";
  const response = await api.request(
    new Request(`http://shop.test${request.url}`, {
      method: request.method,
      headers,
      ...(carries ? { body: encoder.encode(request.body ?? "") } : {}),
    }),
  );
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    text: await response.text(),
  };
}

function failOn(failures: Awaited<ReturnType<typeof sendAll>>["failures"]) {
  if (failures.length === 0) return;
  const first = failures[0];
  if (reportAll) {
    say(`${failures.length} wrong answers, by operation and cause:\n${reportFailures(failures)}`);
    expect.fail(
      `${failures.length} wrong answers (listed above by operation and cause; FUZZ_SEED=${seed} repeats this run)`,
    );
  }
  expect.fail(
    `wrong answer: ${first?.problem}\n    ${first ? describeRequest(first.request) : ""}\n(FUZZ_REPORT=1 lists every wrong answer; FUZZ_SEED=${seed} repeats this run)`,
  );
}

describe(`fuzzing the API on ${testDatabaseKind}`, () => {
  it(
    "answers generated bad requests to every operation without a server error, refusals in the error shape",
    { timeout: 600_000 },
    async () => {
      const document = await servedDocument();
      const documented = documentOperations(document);
      expect(documented.length).toBeGreaterThan(0);
      const operations: FuzzOperation[] = [
        ...documented,
        ...undocumentedOperations(api.routes, documented),
      ];
      const context: ValueContext = { document, hints: await hintsFromCatalogue() };

      const fixed = operations.flatMap((operation) => fixedRequests(operation, context, seed));
      const random = fc.sample(
        fc.constantFrom(...operations).chain((operation) => requestsTo(operation, context)),
        { seed, numRuns: Math.max(0, total - fixed.length) },
      );
      const requests = [...fixed, ...random];
      const started = performance.now();
      const { sent, failures, statuses } = await sendAll(requests, send, {
        // No more at once than the test database's pool holds (testing/database.ts): on a loaded
        // machine a request waiting over 5 s for a connection is answered 503 "try again shortly",
        // the pool's doing, not the request's; sendAll sends such a request once more, alone.
        concurrency: 4,
        all: reportAll,
        timeoutMs: 20_000,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const fromRoutes = operations.length - documented.length;
      say(
        `fuzz: ${sent.toLocaleString("en")} requests to ${operations.length} operations (${documented.length} in the OpenAPI document` +
          `${fromRoutes ? `, ${fromRoutes} more from the app's routes` : ""}) on ${testDatabaseKind}, seed ${seed}, ${seconds} s, ${failures.length} wrong answers`,
      );
      if (reportAll) {
        say(
          `fuzz: operations from the app's routes: ${operations
            .filter((o) => o.source === "routes")
            .map((o) => o.label)
            .join(", ")}`,
        );
        say(`fuzz: answers by status:\n${reportStatuses(statuses)}`);
      }
      failOn(failures);
      expect(sent).toBe(requests.length);
      expect(sent).toBeGreaterThanOrEqual(total);
    },
  );

  it(
    "refuses a body streamed past its limit while reading it, not after",
    { timeout: 60_000 },
    async () => {
      const document = await servedDocument();
      const operations = documentOperations(document).filter(
        (o) => o.body && !o.path.includes("{"),
      );
      expect(operations.length).toBeGreaterThan(0);
      const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
      const endless = bodyLimits.quickBuy * 8;
      const wrong: string[] = [];
      for (const operation of operations) {
        let pulled = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            if (pulled >= endless) return controller.close();
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
        });
        const headers: Record<string, string> = {
          "content-type": "application/json",
          authorization: `Bearer ${tokens.company}`,
        };
        const response = await api.request(
          new Request(`http://shop.test${operation.path}`, {
            method: operation.method,
            headers,
            body,
            duplex: "half",
          } as RequestInit),
        );
        const text = await response.text();
        if (response.status !== 413 || pulled >= endless) {
          wrong.push(
            `${operation.label}: ${response.status} ${text.slice(0, 120)} after ${pulled.toLocaleString("en")} of ${endless.toLocaleString("en")} bytes`,
          );
        }
      }
      expect(wrong, "a body without a length, past every limit: 413 before it is all read").toEqual(
        [],
      );
    },
  );
});
