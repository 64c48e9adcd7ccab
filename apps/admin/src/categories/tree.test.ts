import type { AdminCategory } from "@dukan/contract";
import { describe, expect, it } from "vitest";
import { dropPlacement, possibleParents, stepPlacement } from "./tree.ts";

const node = (id: number, parentId: number | null, position: number): AdminCategory => ({
  id,
  parentId,
  position,
  depth: parentId === null ? 0 : 1,
  slugHr: `k${id}`,
  slugEn: `c${id}`,
  nameHr: `K${id}`,
  nameEn: `C${id}`,
  groupCode: `G${id}`,
  productCount: 0,
  totalProductCount: 0,
  childCount: 0,
  version: 1,
});
// 1 (2, 3), 4 (5)
const list = [node(1, null, 0), node(2, 1, 0), node(3, 1, 1), node(4, null, 1), node(5, 4, 0)];

describe("category placements", () => {
  it("drops a category on another's place, on its level", () => {
    expect(dropPlacement(list, 3, 2)).toEqual({ parentId: 1, position: 0 });
    expect(dropPlacement(list, 2, 5)).toEqual({ parentId: 4, position: 0 });
    expect(dropPlacement(list, 4, 1)).toEqual({ parentId: null, position: 0 });
  });

  it("never drops a category under itself", () => {
    expect(dropPlacement(list, 1, 3)).toBeNull();
    expect(dropPlacement(list, 1, 1)).toBeNull();
    expect(possibleParents(list, 1).map((n) => n.id)).toEqual([4, 5]);
  });

  it("steps up and down among siblings, not past the ends", () => {
    expect(stepPlacement(list, 3, -1)).toEqual({ parentId: 1, position: 0 });
    expect(stepPlacement(list, 2, -1)).toBeNull();
    expect(stepPlacement(list, 3, 1)).toBeNull();
  });
});
