// Shop processes started as `npm start` starts them (the production build's server.js), for tests
// of several processes on one PostgreSQL server (scripts/test.mjs runs them after the build).
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const serverJs = fileURLToPath(new URL("../../server.js", import.meta.url));

/** Every process of one shop signs with the same secret (README). */
export const sharedSecret = randomBytes(48).toString("base64url");

export interface ShopProcess {
  origin: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves when its output has a line matching `pattern`. */
  printed(pattern: RegExp): Promise<void>;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no free port");
  return address.port;
}

/** Starts the shop on a PostgreSQL database and resolves once its health check answers. */
export async function startShopProcess(env: Record<string, string>): Promise<ShopProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverJs], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      SITE_URL: origin,
      SEED_DEMO: "false",
      AUTH_SECRET: sharedSecret,
      TRUST_PROXY: "1",
      // As in production (the test runner's own VITEST would make its logger silent): the start
      // line and the request log are what the tests read.
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const waiting = new Set<{ pattern: RegExp; resolve: () => void }>();
  const heard = (chunk: Buffer) => {
    text += chunk.toString("utf8");
    for (const wait of waiting)
      if (wait.pattern.test(text)) {
        waiting.delete(wait);
        wait.resolve();
      }
  };
  child.stdout?.on("data", heard);
  child.stderr?.on("data", heard);
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const shop: ShopProcess = {
    origin,
    child,
    output: () => text,
    printed: (pattern) =>
      pattern.test(text)
        ? Promise.resolve()
        : new Promise((resolve) => waiting.add({ pattern, resolve })),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
  let timer: NodeJS.Timeout | undefined;
  const started = await Promise.race([
    shop.printed(/Dućan (is running|runs)/).then(() => true),
    exited.then(() => false),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), 90_000))),
  ]);
  clearTimeout(timer);
  if (!started) {
    await shop.stop();
    throw new Error(`the shop did not start:\n${text}`);
  }
  return shop;
}

/** Requests sent again after a connection closed before any answer (`retriedRequests()`). */
let retried = 0;
export const retriedRequests = () => retried;

/**
 * `fetch` as a browser sends requests: one that fails because its kept-alive connection was closed
 * by the server before any answer came is sent once more on a new connection (RFC 9112 §9.3.1;
 * Chromium and Firefox do so for every method, as the server cannot have read it). A server
 * closing a connection it has no request on is ordinary HTTP (a keep-alive timeout, a stopping
 * worker); it can always race a request the client is just sending.
 */
export async function browserFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const code = ((error as Error).cause as { code?: string } | undefined)?.code;
    if (code !== "ECONNRESET" && code !== "UND_ERR_SOCKET") throw error;
    retried += 1;
    return fetch(url, init);
  }
}

/** A customer's API calls, as the storefront's pages and scripts make them. */
export async function logIn(origin: string, email: string, password: string): Promise<string> {
  const response = await browserFetch(`${origin}/api/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`login of ${email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** An answer's status and body. */
export interface Answered {
  status: number;
  body: string;
}

/** Puts one piece of an item code in the customer's cart (quick buy). */
export async function fillCart(origin: string, token: string, itemCode: string): Promise<Answered> {
  const filled = await browserFetch(`${origin}/api/cart/quick-buy`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ text: `${itemCode} 1` }),
  });
  return { status: filled.status, body: await filled.text() };
}

/** Places the cart as a bank-transfer order, picked up in person, under an idempotency key. */
export async function postOrder(
  origin: string,
  token: string,
  idempotencyKey: string,
  buyer: { email: string; company: string },
): Promise<Answered> {
  const placed = await browserFetch(`${origin}/api/orders`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "idempotency-key": idempotencyKey,
    },
    body: JSON.stringify({
      buyer: {
        name: "Process test",
        email: buyer.email,
        phone: "",
        company: { name: buyer.company, oib: "33392005961", address: "Ilica 1", place: "Zagreb" },
      },
      delivery_method: "personal_pickup",
      payment_method: "bank_transfer",
      note: "",
    }),
  });
  return { status: placed.status, body: await placed.text() };
}

/** Fills the cart by item code and places a bank-transfer order; the answer's status and body. */
export async function placeOrder(
  origin: string,
  token: string,
  itemCode: string,
  idempotencyKey: string,
  buyer: { email: string; company: string },
): Promise<Answered> {
  const filled = await fillCart(origin, token, itemCode);
  if (filled.status < 200 || filled.status >= 300) return filled;
  return postOrder(origin, token, idempotencyKey, buyer);
}
