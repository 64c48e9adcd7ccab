import { type StaffRole, settingScope } from "@dukan/contract";

/**
 * Who may read one object's history (`GET /api/admin/audit/{entity}/{entityId}`): the scope of the
 * module that owns the entity. A module that starts auditing a new entity adds it here; an entity
 * not listed is read by admins only (`GET /api/admin/audit`).
 *
 * Entity ids: a product by id, an order by number, a setting by key, a page as `key:language`,
 * a member of staff by id.
 */
export const auditEntityScopes: Record<string, StaffRole> = {
  product: "catalogue",
  // The staff's categories and brands (catalogue/admin-categories.ts, admin-brands.ts), by id.
  category: "catalogue",
  // A brand's logo (media/document-routes.ts), by brand id.
  brand: "catalogue",
  order: "orders",
  // Bank statements (upload, apply) by id, and their saved CSV column mappings by id.
  bank_statement: "orders",
  bank_statement_mapping: "orders",
  // Orders' webhook deliveries to the ERP (erp/), by delivery id: resent.
  erp_delivery: "orders",
  // The ERP's price and stock imports by id, and their column mappings per source by id.
  price_import: "catalogue",
  price_import_source: "catalogue",
  customer: "customers",
  customer_rebates: "customers",
  // The inbox's conversations (contact/inbox.ts), by row id.
  contact_message: "customers",
  inquiry: "customers",
  page: "content",
  // Newsletter campaigns (newsletter/campaigns.ts), by campaign id: create, update, test, send.
  newsletter: "content",
  // The downloads page's files, by id.
  download: "content",
  // The media library's pictures (media/library.ts), by id.
  media: "content",
  // A setting by key: the admins', but for a key that another role changes (settingScope: info_bars).
  setting: "admin",
  staff: "admin",
};

/** Who may read the history of one object: its entity's scope; a setting's is the scope that changes it. */
export function auditScopeOf(entity: string, entityId: string): StaffRole | undefined {
  return entity === "setting" ? settingScope(entityId) : auditEntityScopes[entity];
}
