/**
 * Moves grouped by their menu paths (the game's `text.menuPath`, as in the
 * command line): many moves become a few short choices. A level with a
 * single way on is folded into its parent's label.
 */
export interface MenuNode<M> {
  readonly label: string;
  readonly children: readonly MenuNode<M>[];
  /** The moves that end exactly here (usually one). */
  readonly moves: readonly M[];
}

interface Building<M> {
  label: string;
  children: Map<string, Building<M>>;
  moves: M[];
}

export function menuTree<M>(
  legal: readonly M[],
  pathOf: (move: M) => readonly string[],
  rootLabel = '',
): MenuNode<M> {
  const root: Building<M> = { label: rootLabel, children: new Map(), moves: [] };
  for (const move of legal) {
    let node = root;
    for (const label of pathOf(move)) {
      let child = node.children.get(label);
      if (!child) {
        child = { label, children: new Map(), moves: [] };
        node.children.set(label, child);
      }
      node = child;
    }
    node.moves.push(move);
  }
  return freeze(root, true);
}

function freeze<M>(node: Building<M>, isRoot: boolean): MenuNode<M> {
  const children = [...node.children.values()].map((child) => freeze(child, false));
  // A level that only leads on to one place is folded: "Meld › set 7● 7■" reads as one choice.
  const only = children[0];
  if (!isRoot && node.moves.length === 0 && children.length === 1 && only !== undefined) {
    return { label: `${node.label} › ${only.label}`, children: only.children, moves: only.moves };
  }
  return { label: node.label, children, moves: node.moves };
}

/** The node at a path of child indices (a path that no longer exists ends where it breaks). */
export function nodeAt<M>(root: MenuNode<M>, path: readonly number[]): { node: MenuNode<M>; depth: number } {
  let node = root;
  let depth = 0;
  for (const i of path) {
    const next = node.children[i];
    if (!next) break;
    node = next;
    depth++;
  }
  return { node, depth };
}
