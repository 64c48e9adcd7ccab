import type { Company } from "@dukan/contract";

/** A company's fields, in the order the registration and profile forms show them (`company.<field>` in a form). */
export const companyFields = [
  "name",
  "oib",
  "address",
  "place",
  "post_office",
  "phone",
] as const satisfies readonly (keyof Company)[];
