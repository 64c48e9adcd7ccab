import { describe, expect, it } from "vitest";
import { createAuthProvider } from "../authProvider.ts";
import type { Api } from "../http.ts";
import { customRoutes, resources, scopeOfResource } from "../resources.tsx";
import type { Role, StaffMe } from "./roles.ts";

/** The auth provider of a member with these roles (`GET /admin/me` answered without the API). */
function providerFor(roles: Role[]) {
  const me: StaffMe = {
    id: 1,
    email: "member@dukan.demo",
    name: "Member",
    language: "hr",
    roles,
    totpEnabled: true,
    mustEnrolTotp: false,
  };
  const api = (async () => me) as unknown as Api;
  return createAuthProvider(api, scopeOfResource);
}

async function reaches(roles: Role[], resource: string) {
  const canAccess = providerFor(roles).canAccess;
  if (!canAccess) throw new Error("the auth provider has no canAccess");
  return canAccess({ resource, action: "list" });
}

describe("the screens' access (App.tsx puts every screen behind canAccess)", () => {
  it("names a section of resources.tsx for every screen of its own that needs one", () => {
    const names = new Set(resources.map((resource) => resource.name));
    for (const route of customRoutes) {
      if (route.access) expect(names, route.path).toContain(route.access.resource);
    }
  });

  it("keeps the profile and TOTP enrolment open to every member", () => {
    const open = customRoutes.filter((route) => route.access === null).map((route) => route.path);
    expect(open.sort()).toEqual(["/profile", "/totp"]);
  });

  it("refuses the sections outside a member's roles and gives an admin every one", async () => {
    for (const section of ["settings", "info-bars", "categories", "price-imports", "products"])
      expect(await reaches(["orders"], section), section).toBe(false);
    for (const section of ["settings", "info-bars", "orders", "staff", "pages"])
      expect(await reaches(["catalogue"], section), section).toBe(false);
    for (const section of ["categories", "price-imports", "products", "brands"])
      expect(await reaches(["catalogue"], section), section).toBe(true);
    expect(await reaches(["content"], "info-bars")).toBe(true);
    for (const { name } of resources) expect(await reaches(["admin"], name), name).toBe(true);
    // A section nobody listed is the admin's, never open by mistake.
    expect(await reaches(["orders", "catalogue", "content", "customers"], "unknown")).toBe(false);
  });
});
