// Members of staff as other modules show them (an assignee, who replied): id and name only.
import type { StaffRole } from "@dukan/contract";
import { and, asc, inArray, isNull, sql } from "drizzle-orm";
import type { Queryable } from "../db/client.ts";
import { staffMembers } from "./schema.ts";

export interface StaffName {
  id: number;
  name: string;
}

/** The names of these members of staff (disabled ones too), by id; unknown ids are left out. */
export async function staffNames(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, StaffName>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Members of staff who are not disabled and hold `scope` (or `admin`), by name. */
export async function activeStaffHolding(db: Queryable, scope: StaffRole): Promise<StaffName[]> {
  return db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(
      and(
        isNull(staffMembers.disabledAt),
        sql`(${staffMembers.roles} && array[${scope}, 'admin']::text[])`,
      ),
    )
    .orderBy(asc(staffMembers.name), asc(staffMembers.id));
}
