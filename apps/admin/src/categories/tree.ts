import type { AdminCategory } from "@dukan/contract";

/** Where a category goes: under `parentId` (null: the top) at `position` among its new siblings. */
export interface Placement {
  parentId: number | null;
  position: number;
}

/** The ids of a category and of every category below it (the list is in tree order). */
export function subtreeIds(list: readonly AdminCategory[], id: number): Set<number> {
  const ids = new Set([id]);
  for (const node of list) if (node.parentId !== null && ids.has(node.parentId)) ids.add(node.id);
  return ids;
}

/** The siblings of a category under `parentId`, in order. */
export function siblingsOf(list: readonly AdminCategory[], parentId: number | null) {
  return list.filter((node) => node.parentId === parentId);
}

/**
 * Dropping `dragged` on the row of `target`: it takes the target's place among the target's
 * siblings (the target moves down, or up when `dragged` came from above it on the same level).
 * Null when nothing would change or the target is below `dragged` itself.
 */
export function dropPlacement(
  list: readonly AdminCategory[],
  draggedId: number,
  targetId: number,
): Placement | null {
  const dragged = list.find((node) => node.id === draggedId);
  const target = list.find((node) => node.id === targetId);
  if (!dragged || !target || draggedId === targetId) return null;
  if (subtreeIds(list, draggedId).has(targetId)) return null;
  const siblings = siblingsOf(list, target.parentId);
  const position = siblings.findIndex((node) => node.id === targetId);
  return { parentId: target.parentId, position };
}

/** One place up or down among its siblings; null at the end. */
export function stepPlacement(
  list: readonly AdminCategory[],
  id: number,
  step: -1 | 1,
): Placement | null {
  const node = list.find((candidate) => candidate.id === id);
  if (!node) return null;
  const siblings = siblingsOf(list, node.parentId);
  const index = siblings.findIndex((candidate) => candidate.id === id);
  const position = index + step;
  if (position < 0 || position >= siblings.length) return null;
  return { parentId: node.parentId, position };
}

/** The categories a category may move under: all but itself and those below it. */
export function possibleParents(list: readonly AdminCategory[], id: number): AdminCategory[] {
  const excluded = subtreeIds(list, id);
  return list.filter((node) => !excluded.has(node.id));
}
