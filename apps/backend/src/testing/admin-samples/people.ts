import { asc, eq } from "drizzle-orm";
import { users } from "../../accounts/schema.ts";
import { contactMessages } from "../../contact/schema.ts";
import type { Db } from "../../db/client.ts";
import { staffMembers } from "../../staff/schema.ts";
import type { AdminSample, AdminSampleContext } from "./context.ts";

/** A demo customer of `type`, first put in the state the action changes (so it changes something). */
async function demoCustomer(
  db: Db,
  type: "company" | "person",
  state: Partial<typeof users.$inferInsert> = {},
): Promise<{ id: number; version: number }> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.type, type))
    .orderBy(asc(users.id))
    .limit(1);
  if (!row) throw new Error(`no demo ${type}`);
  const [updated] = await db
    .update(users)
    .set({ updatedAt: new Date(), ...state })
    .where(eq(users.id, row.id))
    .returning({ id: users.id, version: users.version });
  return updated ?? { id: row.id, version: 1 };
}

/** A customer's rebate set as the staff's editor reads it. */
async function rebateSet(context: AdminSampleContext, id: number) {
  const response = await context.api.request(`/api/admin/customers/${id}/rebates`, {
    headers: { authorization: `Bearer ${context.adminToken}` },
  });
  return (await response.json()) as { version: number; rules: unknown[] };
}

/** A new contact message in the inbox, as `message-<id>` (version 1). */
async function newConversation(db: Db, status: "new" | "closed" = "new"): Promise<string> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: "Iva Ivić",
      email: "iva@example.com",
      subject: "Dostava",
      message: "Dostavljate li na otoke?",
      language: "hr",
      status,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("no contact message stored");
  return `message-${row.id}`;
}

/** Staff, customers (their rebates too) and the inbox. */
export const peopleSamples: Record<string, AdminSample> = {
  "POST /api/admin/staff": () =>
    Promise.resolve({
      path: "/api/admin/staff",
      body: { email: `pozvan.${Date.now()}@dukan.test`, name: "Pozvan", roles: ["content"] },
    }),

  "PATCH /api/admin/staff/{id}": async ({ db }) => {
    const [member] = await db
      .select({ id: staffMembers.id, version: staffMembers.version })
      .from(staffMembers)
      .where(eq(staffMembers.email, "narudzbe@dukan.demo"));
    if (!member) throw new Error("no demo orders member");
    return {
      path: `/api/admin/staff/${member.id}`,
      body: { name: "Narudžbe", version: member.version },
    };
  },

  "PATCH /api/admin/customers/{id}": async ({ db }) => {
    const { id, version } = await demoCustomer(db, "person", { phone: "+385 1 000 0001" });
    return { path: `/api/admin/customers/${id}`, body: { version, phone: "+385 1 000 0002" } };
  },
  "POST /api/admin/customers/{id}/block": async ({ db }) => {
    const { id } = await demoCustomer(db, "person", { blockedAt: null });
    return { path: `/api/admin/customers/${id}/block`, body: {} };
  },
  "POST /api/admin/customers/{id}/unblock": async ({ db }) => {
    const { id } = await demoCustomer(db, "person", { blockedAt: new Date() });
    return { path: `/api/admin/customers/${id}/unblock`, body: {} };
  },
  "POST /api/admin/customers/{id}/approve": async ({ db }) => {
    const { id } = await demoCustomer(db, "company", { awaitingApproval: true });
    return { path: `/api/admin/customers/${id}/approve`, body: {} };
  },
  "POST /api/admin/customers/{id}/password-reset": async ({ db }) => {
    const { id } = await demoCustomer(db, "person");
    return { path: `/api/admin/customers/${id}/password-reset`, body: {} };
  },
  "POST /api/admin/customers/{id}/email-change": async ({ db }) => {
    const { id } = await demoCustomer(db, "person");
    return {
      path: `/api/admin/customers/${id}/email-change`,
      body: { email: `nova-${id}@example.com` },
    };
  },
  "POST /api/admin/customers/{id}/erase": async ({ db }) => {
    const { id } = await demoCustomer(db, "person");
    return { path: `/api/admin/customers/${id}/erase`, body: {} };
  },
  "POST /api/admin/customers/{id}/feed-key": async ({ db }) => {
    const { id } = await demoCustomer(db, "company");
    return { path: `/api/admin/customers/${id}/feed-key`, body: { action: "regenerate" } };
  },
  "PUT /api/admin/customers/{id}/rebates": async (context) => {
    const { id } = await demoCustomer(context.db, "company");
    const { version } = await rebateSet(context, id);
    return {
      path: `/api/admin/customers/${id}/rebates`,
      body: { version, rules: [{ percent: 5 }, { brandId: null, percent: 9, minQuantity: 20 }] },
    };
  },
  "POST /api/admin/customers/{id}/rebates/copy": async ({ db }) => {
    const from = await demoCustomer(db, "company");
    const to = await demoCustomer(db, "person");
    return { path: `/api/admin/customers/${from.id}/rebates/copy`, body: { to: [to.id] } };
  },
  "PATCH /api/admin/inbox/{id}": async ({ db }) => ({
    path: `/api/admin/inbox/${await newConversation(db)}`,
    body: { assignedTo: null, version: 1 },
  }),
  "POST /api/admin/inbox/{id}/reply": async ({ db }) => ({
    path: `/api/admin/inbox/${await newConversation(db)}/reply`,
    body: { body: "Dostavljamo, uz 5 € naknade.", version: 1 },
  }),
  "POST /api/admin/inbox/{id}/close": async ({ db }) => ({
    path: `/api/admin/inbox/${await newConversation(db)}/close`,
    body: { version: 1 },
  }),
  "POST /api/admin/inbox/{id}/reopen": async ({ db }) => ({
    path: `/api/admin/inbox/${await newConversation(db, "closed")}/reopen`,
    body: { version: 1 },
  }),
};
