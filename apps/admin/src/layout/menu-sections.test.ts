import { describe, expect, it } from "vitest";
import { resources } from "../resources.tsx";
import { MENU_SECTIONS } from "./menu-sections.ts";

describe("the menu", () => {
  it("shows every section of the app in exactly one of its groups", () => {
    const listed: string[] = MENU_SECTIONS.flatMap((section) => [...section.resources]);
    const withList = resources.filter((resource) => resource.list).map((resource) => resource.name);
    expect([...listed].sort()).toEqual([...withList].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });
});
