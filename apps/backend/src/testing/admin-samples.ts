import { catalogueSamples } from "./admin-samples/catalogue.ts";
import { contentSamples } from "./admin-samples/content.ts";
import type { AdminSample } from "./admin-samples/context.ts";
import { mediaSamples } from "./admin-samples/media.ts";
import { orderSamples } from "./admin-samples/orders.ts";
import { peopleSamples } from "./admin-samples/people.ts";
import { priceImportSamples } from "./admin-samples/price-imports.ts";
import { settingsSamples } from "./admin-samples/settings.ts";

export type {
  AdminSample,
  AdminSampleContext,
  AdminSampleRequest,
} from "./admin-samples/context.ts";

/**
 * One valid request for every admin write operation of the OpenAPI document (method other than GET
 * under /api/admin/, but the staff's own session and profile), keyed `METHOD /api/admin/…` with the
 * path as the document writes it (`{id}` and all). The audit test (`audit/audited-routes.test.ts`)
 * sends each as an admin on the demo data (catalogue, customers, their orders, staff) and fails when
 * an operation has no sample here, or when its call answers no 2xx or leaves no audit entry.
 *
 * Whoever adds an admin write route adds its sample to its area's file in admin-samples/: a function
 * that finds what it needs in the database (or makes it) and returns the path and the JSON body.
 */
export const adminSamples: Record<string, AdminSample> = {
  ...peopleSamples,
  ...catalogueSamples,
  ...mediaSamples,
  ...priceImportSamples,
  ...settingsSamples,
  ...contentSamples,
  ...orderSamples,
};
