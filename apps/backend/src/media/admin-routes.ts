import { apiRoutes } from "../http/api-routes.ts";
import type { StaffEnv } from "../staff/auth.ts";
import { addDocumentRoutes } from "./document-routes.ts";
import { mediaLibraryService } from "./library.ts";
import { addLibraryRoutes } from "./library-routes.ts";
import { type AdminMediaOptions, addPictureRoutes } from "./picture-routes.ts";

/**
 * The staff's uploads: product pictures, brochures, brand logos (scope `catalogue`; docs/back-office.md
 * "Staff: pictures"), and the media library of pages and newsletters (scope `content`).
 */
export function adminMediaRoutes(options: AdminMediaOptions) {
  const routes = apiRoutes<StaffEnv>();
  addPictureRoutes(routes, options);
  addDocumentRoutes(routes, options);
  addLibraryRoutes(routes, mediaLibraryService(options.db, options.storage));
  return routes;
}
