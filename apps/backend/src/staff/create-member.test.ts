import { staffMeSchema } from "@dukan/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../app.ts";
import { auditLog } from "../audit/schema.ts";
import type { Database } from "../db/client.ts";
import { testApiOptions } from "../testing/api.ts";
import { openTestDatabase } from "../testing/database.ts";
import { createStaffMember, StaffCreationError } from "./create-member.ts";

let database: Database;
let api: ReturnType<typeof createApi>;
const siteUrl = "https://shop.example";

beforeAll(async () => {
  // No demo data: a production database's first member of staff.
  database = await openTestDatabase();
  api = createApi(database, testApiOptions());
}, 60_000);
afterAll(async () => database?.close());

const logIn = (email: string, password: string) =>
  api.request("/api/admin/session", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.30" },
    body: JSON.stringify({ email, password }),
  });

describe("staff:create (the first admin of a database)", () => {
  it("creates an admin with the password given, who logs in and must enrol TOTP first; audited", async () => {
    const made = await createStaffMember(
      database.db,
      {
        email: "Prva@Trgovina.hr",
        name: "Prva Admin",
        roles: ["admin"],
        password: "Jaka-Lozinka-2026",
      },
      { siteUrl },
    );
    expect(made.invitationLink).toBeNull();
    const login = await logIn("prva@trgovina.hr", "Jaka-Lozinka-2026");
    expect(login.status).toBe(200);
    expect(staffMeSchema.parse(await login.json())).toMatchObject({
      email: "prva@trgovina.hr",
      roles: ["admin"],
      mustEnrolTotp: true,
    });
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(made.id)), eq(auditLog.action, "created_from_cli")));
    expect(entries).toHaveLength(1);
  });

  it("or prints an invitation link that sets the password once", async () => {
    const made = await createStaffMember(
      database.db,
      {
        email: "druga@trgovina.hr",
        name: "Druga",
        roles: ["orders"],
        language: "en",
        password: null,
      },
      { siteUrl },
    );
    const link = new URL(made.invitationLink ?? "");
    expect(`${link.origin}${link.pathname}`).toBe(`${siteUrl}/admin/invitation`);
    const accept = (password: string) =>
      api.request("/api/admin/invitation", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ token: link.searchParams.get("token"), password }),
      });
    expect((await accept("Druga-Lozinka-2026")).status).toBe(204);
    expect((await accept("Treca-Lozinka-2026")).status).toBe(400);
    expect((await logIn("druga@trgovina.hr", "Druga-Lozinka-2026")).status).toBe(200);
  });

  it("refuses an address that has an account, a short password, an unknown role, a bad address", async () => {
    const refused = (input: Parameters<typeof createStaffMember>[1]) =>
      createStaffMember(database.db, input, { siteUrl });
    const base = {
      email: "treca@trgovina.hr",
      name: "Treća",
      roles: ["admin"],
      password: "Jaka-Lozinka-2026",
    };
    await expect(refused({ ...base, email: "prva@trgovina.hr" })).rejects.toThrow(
      "prva@trgovina.hr already has a staff account",
    );
    await expect(refused({ ...base, password: "kratka" })).rejects.toThrow(StaffCreationError);
    await expect(refused({ ...base, roles: ["boss"] })).rejects.toThrow(/--roles/);
    await expect(refused({ ...base, email: "nije adresa" })).rejects.toThrow(/--email/);
    expect((await logIn("treca@trgovina.hr", "Jaka-Lozinka-2026")).status).toBe(401);
  });
});
