/** An audited value as the staff read it: yes/no for flags, "—" for none, text as it is. */
export function auditValue(value: unknown, translate: (key: string) => string): string {
  if (value === null || value === undefined || value === "")
    return translate("dukan.audit.empty_value");
  if (typeof value === "boolean") return translate(value ? "dukan.audit.yes" : "dukan.audit.no");
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== "object" || item === null))
    return value.map((item) => auditValue(item, translate)).join(", ");
  return JSON.stringify(value);
}
