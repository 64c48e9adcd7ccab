// What the dashboard reads from modules that are still to come.

/** Legal entities waiting for approval before they see wholesale prices. */
export interface CompaniesAwaitingApproval {
  total: number;
  companies: { id: number; name: string; email: string; registeredAt: string }[];
}

/**
 * HOOK: the customers' approval of new legal entities (issue 34, Deliver 6) is not on main yet, so
 * the dashboard's queue of waiting companies is empty until the accounts module exports the read
 * and app.ts passes it as `companiesAwaitingApproval` to the dashboard's routes.
 */
export async function noCompaniesAwaitingApproval(): Promise<CompaniesAwaitingApproval> {
  return { total: 0, companies: [] };
}
