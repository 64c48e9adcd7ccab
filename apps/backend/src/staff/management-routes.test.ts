import {
  apiErrorSchema,
  staffListResponseSchema,
  staffMeSchema,
  staffRecordSchema,
} from "@dukan/contract";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import type { Database } from "../db/client.ts";
import { demoStaff, seedDemoAccounts } from "../demo/accounts.ts";
import { outboxMails } from "../mail/schema.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { staffMembers } from "./schema.ts";
import {
  addStaffMember,
  adminToken,
  staffLoginRequest,
  staffToken,
} from "./staff-client.testing.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const tokens = { admin: "", orders: "" };

async function call(token: string | null, method: string, path: string, body?: unknown) {
  const response = await api.request(path, {
    method,
    headers: {
      "accept-language": "en",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : null) as unknown };
}

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemoAccounts(database.db);
  api = createApi(database, testApiOptions());
  tokens.admin = await adminToken(api, demoStaff.admin);
  tokens.orders = await staffToken(api, demoStaff.orders);
}, 60_000);
afterAll(async () => database?.close());

describe("staff management", () => {
  it("invites a member by mail in their language; the link sets the password once; they log in", async () => {
    const invited = await call(tokens.admin, "POST", "/api/admin/staff", {
      email: "Nova.Osoba@Dukan.test",
      name: "Nova Osoba",
      roles: ["catalogue", "content"],
      language: "en",
    });
    expect(invited.status).toBe(201);
    expect(staffRecordSchema.parse(invited.json)).toMatchObject({
      email: "nova.osoba@dukan.test",
      roles: ["catalogue", "content"],
      invited: true,
      disabled: false,
    });
    const [mail] = await database.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddress, "nova.osoba@dukan.test"))
      .orderBy(desc(outboxMails.id));
    expect(mail?.subject).toMatch(/invitation/i);
    const token = decodeURIComponent(
      /\/admin\/invitation\?token=([^\s"<]+)/.exec(mail?.textBody ?? "")?.[1] ?? "",
    );
    expect(token).not.toBe("");
    const again = await call(tokens.admin, "POST", "/api/admin/staff", {
      email: "nova.osoba@dukan.test",
      name: "X",
      roles: ["content"],
    });
    expect(again.status).toBe(400);
    const login = { email: "nova.osoba@dukan.test", password: "Nova-Lozinka-2026" };
    expect((await staffLoginRequest(api, login)).status).toBe(401);
    expect(
      (await call(null, "POST", "/api/admin/invitation", { token, password: login.password }))
        .status,
    ).toBe(204);
    expect(
      (await call(null, "POST", "/api/admin/invitation", { token, password: "Another-2026" }))
        .status,
    ).toBe(400);
    expect((await staffLoginRequest(api, login)).status).toBe(200);
  });

  it("lists and changes members with a version check; disabling ends their sessions", async () => {
    const list = staffListResponseSchema.parse(
      (await call(tokens.admin, "GET", "/api/admin/staff")).json,
    );
    const orders = list.data.find((m) => m.email === demoStaff.orders.email);
    if (!orders) throw new Error("no orders member");
    const path = `/api/admin/staff/${orders.id}`;
    const renamed = await call(tokens.admin, "PATCH", path, {
      name: "Narudžbe",
      version: orders.version,
    });
    expect(renamed.status).toBe(200);
    const stale = await call(tokens.admin, "PATCH", path, { name: "X", version: orders.version });
    expect(stale.status).toBe(409);
    expect(apiErrorSchema.parse(stale.json).error.code).toBe("version_conflict");
    const disabled = await call(tokens.admin, "PATCH", path, {
      disabled: true,
      version: orders.version + 1,
    });
    expect(staffRecordSchema.parse(disabled.json).disabled).toBe(true);
    expect((await call(tokens.orders, "GET", "/api/admin/me")).status).toBe(401);
    await call(tokens.admin, "PATCH", path, { disabled: false, version: orders.version + 2 });
    tokens.orders = await staffToken(api, demoStaff.orders);
  });

  it("reads one member for the edit screen, and finds members by name or address, role and state", async () => {
    const all = staffListResponseSchema.parse(
      (await call(tokens.admin, "GET", "/api/admin/staff?perPage=200")).json,
    );
    const orders = all.data.find((m) => m.email === demoStaff.orders.email);
    if (!orders) throw new Error("no orders member");
    const one = await call(tokens.admin, "GET", `/api/admin/staff/${orders.id}`);
    expect(one.status).toBe(200);
    expect(staffRecordSchema.parse(one.json)).toEqual(orders);
    expect((await call(tokens.admin, "GET", "/api/admin/staff/999999")).status).toBe(404);
    expect((await call(tokens.orders, "GET", `/api/admin/staff/${orders.id}`)).status).toBe(403);

    const emails = async (query: string) =>
      staffListResponseSchema
        .parse((await call(tokens.admin, "GET", `/api/admin/staff?${query}`)).json)
        .data.map((m) => m.email);
    expect(await emails("q=NARUDZBE")).toEqual([demoStaff.orders.email]);
    const catalogue = await emails("roles=catalogue");
    expect(catalogue).toContain(demoStaff.catalogue.email);
    expect(catalogue).not.toContain(demoStaff.orders.email);
    expect(await emails("disabled=true")).toEqual([]);
    const byAddress = await emails("sort=email&order=DESC&perPage=200");
    expect(byAddress).toEqual([...byAddress].sort().reverse());
    expect((await call(tokens.admin, "GET", "/api/admin/staff?roles=boss")).status).toBe(400);
  });

  it("holds an admin's change from the member's next request, though the API remembers sessions", async () => {
    const member = { email: "pamti@dukan.test", password: "Remembered-2026" };
    const id = await addStaffMember(database.db, { ...member, roles: ["orders"] });
    const token = await staffToken(api, member);
    const version = async () =>
      staffListResponseSchema
        .parse((await call(tokens.admin, "GET", "/api/admin/staff?perPage=100")).json)
        .data.find((record) => record.id === id)?.version;
    expect((await call(token, "GET", "/api/admin/customers")).status).toBe(403);
    const granted = await call(tokens.admin, "PATCH", `/api/admin/staff/${id}`, {
      roles: ["orders", "customers"],
      version: await version(),
    });
    expect(granted.status).toBe(200);
    expect((await call(token, "GET", "/api/admin/customers")).status).toBe(200);
    await call(tokens.admin, "PATCH", `/api/admin/staff/${id}`, {
      name: "Novo Ime",
      version: await version(),
    });
    expect(staffMeSchema.parse((await call(token, "GET", "/api/admin/me")).json).name).toBe(
      "Novo Ime",
    );
    await call(tokens.admin, "PATCH", `/api/admin/staff/${id}`, {
      disabled: true,
      version: await version(),
    });
    expect((await call(token, "GET", "/api/admin/me")).status).toBe(401);
  });

  it("keeps the last active admin; staff without admin see and change no accounts", async () => {
    const [admin] = await database.db
      .select()
      .from(staffMembers)
      .where(eq(staffMembers.email, demoStaff.admin.email));
    const demote = await call(tokens.admin, "PATCH", `/api/admin/staff/${admin?.id}`, {
      roles: ["orders"],
      version: admin?.version,
    });
    expect(demote.status).toBe(400);
    expect(apiErrorSchema.parse(demote.json).error.fields).toHaveProperty("roles");
    expect((await call(tokens.orders, "GET", "/api/admin/staff")).status).toBe(403);
    expect(
      (
        await call(tokens.orders, "POST", "/api/admin/staff", {
          email: "x@dukan.test",
          name: "X",
          roles: ["orders"],
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(tokens.orders, "PATCH", `/api/admin/staff/${admin?.id}`, { version: 1 })).status,
    ).toBe(403);
  });
});
