import type { SiteSettings } from "@dukan/contract";
import { useRouteLoaderData } from "react-router";

/** What the root loader gives every page of the site settings (root.tsx); null when the back end could not say. */
export function useSite(): SiteSettings | null {
  return useRouteLoaderData<{ site: SiteSettings | null }>("root")?.site ?? null;
}
