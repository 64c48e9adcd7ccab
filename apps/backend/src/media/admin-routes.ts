import { apiRoutes } from "../http/api-routes.ts";
import type { StaffEnv } from "../staff/auth.ts";
import { addDocumentRoutes } from "./document-routes.ts";
import { type AdminMediaOptions, addPictureRoutes } from "./picture-routes.ts";

/** The staff's uploads (scope `catalogue`): product pictures, brochures, brand logos (docs/back-office.md "Staff: pictures"). */
export function adminMediaRoutes(options: AdminMediaOptions) {
  const routes = apiRoutes<StaffEnv>();
  addPictureRoutes(routes, options);
  addDocumentRoutes(routes, options);
  return routes;
}
