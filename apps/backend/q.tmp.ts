import pg from "pg";
import { startBackend, readBackendConfig } from "./src/index.ts";
const log: string[] = []; let on = false;
const orig = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (this: any, ...args: any[]) { if (on) { const q = args[0]; log.push(typeof q === "string" ? q : q?.text ?? String(q)); } return (orig as any).apply(this, args); };
const backend = await startBackend({ ...readBackendConfig({}), pgliteDir: "memory://" }, console.log);
const call = async (method: string, path: string, body?: unknown, token?: string, extra: Record<string,string> = {}) => {
  const r = await backend.fetch(new Request(`http://x/api${path}`, { method, headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra }, body: body ? JSON.stringify(body) : undefined }), "127.0.0.1");
  return [r.status, await r.json()] as const;
};
const [, login] = await call("POST", "/login", { email: "tvrtka@dukan.demo", password: "Demo-Tvrtka-2026" });
const token = (login as any).data.token;
const [, list] = await call("GET", "/products?per_page=5");
const codes = (list as any).data.map((p: any) => p.item_code);
for (let round = 0; round < 2; round++) {
  await call("POST", "/cart/quick-buy", { text: codes.map((c: string) => `${c} 1`).join("\n") }, token);
  log.length = 0; on = true;
  const [status, placed] = await call("POST", "/orders", { buyer: { name: "A", email: "a@b.hr", phone: "", company: { name: "B d.o.o.", oib: "33392005961", address: "Ilica 1", place: "Zagreb" } }, delivery_method: "personal_pickup", payment_method: "bank_transfer", note: "" }, token, { "idempotency-key": `k-${round}-${Date.now()}` });
  on = false;
  console.log(status, (placed as any).data?.order?.number ?? JSON.stringify(placed).slice(0, 200));
  console.log(log.length, "queries:\n" + log.map((q) => "  " + q.replace(/\s+/g, " ").slice(0, 150)).join("\n"));
}
await backend.close();
