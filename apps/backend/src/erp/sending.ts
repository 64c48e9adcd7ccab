import type { ErpSettings } from "../settings/defaults.ts";

/**
 * Whether orders are posted to the ERP's webhook: only with both its address and the secret the
 * posts are signed with. Otherwise the worker claims nothing and the deliveries wait (the staff's
 * deliveries screen says so).
 */
export function erpSendingOn(erp: Pick<ErpSettings, "webhookUrl" | "webhookSecret">): boolean {
  return erp.webhookUrl !== "" && erp.webhookSecret !== "";
}
