import type { CategoryNode } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { productShopPath } from "./shop-path.ts";

const node = (id: number, hr: string, en: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  slug_hr: hr,
  slug_en: en,
  name_hr: hr,
  name_en: en,
  group_code: String(id),
  product_count: 0,
  children,
});

const tree = [
  node(1, "gaming-oprema", "gaming-gear", [node(3, "podloge-za-mis", "mouse-pads")]),
  node(2, "uredska-oprema", "office-equipment"),
];
const pad = { category_id: 3, slug_hr: "podloga-xl", slug_en: "mouse-pad-xl", active: true };

describe("productShopPath", () => {
  it("is the product's page under its category, in Croatian without a prefix and in English under /en", () => {
    expect(productShopPath(pad, tree, "hr")).toBe("/podloge-za-mis/podloga-xl");
    expect(productShopPath(pad, tree, "en")).toBe("/en/mouse-pads/mouse-pad-xl");
    expect(productShopPath({ ...pad, category_id: 2 }, tree, "hr")).toBe(
      "/uredska-oprema/podloga-xl",
    );
  });

  it("is none for a product the shop does not show, or a category the tree does not hold", () => {
    expect(productShopPath({ ...pad, active: false }, tree, "hr")).toBeNull();
    expect(productShopPath({ ...pad, category_id: 99 }, tree, "hr")).toBeNull();
    expect(productShopPath(pad, [], "en")).toBeNull();
  });
});
