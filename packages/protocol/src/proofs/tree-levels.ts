/**
 * The shape both Merkle trees share (merkle.ts, merkle-sum.ts): leaves paired level by level, and
 * a node left without a partner at the end of a level carried up unchanged, never paired with a
 * copy of itself (which would let two leaf lists share a root, or count a sum twice). Only how a
 * parent is made differs, so it is passed in.
 */

/** Which side of the path a sibling sits on. */
export type TreeSide = 'left' | 'right';

/** Every level of the tree, leaves first, root last (one level, empty, when there are no leaves). */
export function treeLevels<Node>(leaves: readonly Node[], parent: (left: Node, right: Node) => Node): Node[][] {
  const levels: Node[][] = [[...leaves]];
  for (let level = levels[0] ?? []; level.length > 1; ) {
    const next: Node[] = [];
    for (let index = 0; index < level.length; index += 2) {
      const left = level[index];
      const right = level[index + 1];
      if (left === undefined) break;
      next.push(right === undefined ? left : parent(left, right));
    }
    levels.push(next);
    level = next;
  }
  return levels;
}

/** Where the sibling of the node at `position` sits on its level (none there when an odd node passes up). */
export function siblingPosition(position: number): number {
  return position % 2 === 0 ? position + 1 : position - 1;
}

/** The siblings from the leaf at `position` up to the root, each with its side; a carried node has no step. */
export function siblingsOf<Node>(levels: readonly (readonly Node[])[], position: number): { side: TreeSide; node: Node }[] {
  const steps: { side: TreeSide; node: Node }[] = [];
  let at = position;
  for (const level of levels.slice(0, -1)) {
    const sibling = level[siblingPosition(at)];
    if (sibling !== undefined) steps.push({ side: at % 2 === 0 ? 'right' : 'left', node: sibling });
    at = Math.floor(at / 2);
  }
  return steps;
}
