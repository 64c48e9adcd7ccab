import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { screens } from "../../../storefront/app/route-table.ts";
import { reservedSlugs } from "./admin-slugs.ts";

/** The first path segment of a storefront path, unless it is a parameter. */
const firstSegment = (path: string) => {
  const segment = path.split("/").filter(Boolean)[0];
  return segment === undefined || segment.startsWith(":") ? null : segment.replace(/\..*$/, "");
};

describe("the slugs a product cannot take", () => {
  it("hold the first segment of every fixed storefront route, in both languages", () => {
    const fixed = new Set<string>(["en"]);
    for (const screen of screens)
      for (const path of [screen.hr, screen.en]) {
        const segment = firstSegment(path);
        if (segment) fixed.add(segment);
      }
    const routes = readFileSync(
      new URL("../../../storefront/app/routes.ts", import.meta.url),
      "utf8",
    );
    for (const [, path] of routes.matchAll(/route\("([^"]+)"/g)) {
      const segment = firstSegment(path ?? "");
      if (segment && segment !== "*") fixed.add(segment);
    }
    expect([...fixed].filter((segment) => !reservedSlugs.has(segment))).toEqual([]);
  });

  it("hold the shop server's own paths", () => {
    for (const segment of ["admin", "api", "assets"]) expect(reservedSlugs.has(segment)).toBe(true);
  });
});
