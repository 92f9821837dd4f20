import type { Io } from './io.ts';

interface Node {
  readonly children: Map<string, Node>;
  moves: number[];
}

const newNode = (): Node => ({ children: new Map(), moves: [] });

/** Groups moves by their menu paths into a tree, so a long list becomes a few short choices. */
export function menuTree(paths: readonly (readonly string[])[]): Node {
  const root = newNode();
  paths.forEach((path, index) => {
    let node = root;
    for (const label of path) {
      let child = node.children.get(label);
      if (!child) {
        child = newNode();
        node.children.set(label, child);
      }
      node = child;
    }
    node.moves.push(index);
  });
  return root;
}

export type MenuChoice = { kind: 'move'; index: number } | { kind: 'text'; text: string } | { kind: 'quit' };

interface Option {
  readonly label: string;
  readonly node?: Node;
  readonly move?: number;
}

function optionsOf(node: Node): Option[] {
  const options: Option[] = [...node.children.entries()].map(([label, child]) => ({ label, node: child }));
  for (const [i, move] of node.moves.entries()) {
    options.push({ label: node.moves.length > 1 ? `option ${i + 1}` : '(this)', move });
  }
  return options;
}

/**
 * Asks a person to pick one move: a numbered menu per level of the tree,
 * `b` to go back, `q` to stop. Levels with a single entry are passed through.
 * When `acceptText` is set, anything else typed is returned as text (for
 * games that take typed moves).
 */
export async function chooseFromMenu(io: Io, root: Node, acceptText?: string): Promise<MenuChoice> {
  const trail: Node[] = [];
  let node = root;
  let heading: string[] = [];
  for (;;) {
    const options = optionsOf(node);
    if (options.length === 1 && trail.length > 0 && options[0]?.node) {
      trail.push(node);
      heading = [...heading, options[0].label];
      node = options[0].node;
      continue;
    }
    if (options.length === 1 && trail.length > 0 && options[0]?.move !== undefined)
      return { kind: 'move', index: options[0].move };
    if (heading.length > 0) io.out(`  ${heading.join(' › ')}`);
    for (const [i, option] of options.entries()) io.out(`  ${String(i + 1).padStart(3)}) ${option.label}`);
    const extras = [
      trail.length > 0 ? 'b back' : '',
      'q quit',
      acceptText ? `or type ${acceptText}` : '',
    ].filter(Boolean);
    const answer = await io.ask(`choose 1-${options.length} (${extras.join(', ')}): `);
    if (answer === null) return { kind: 'quit' };
    const text = answer.trim();
    if (text === 'q') return { kind: 'quit' };
    const back = text === 'b' ? trail.pop() : undefined;
    if (back) {
      node = back;
      heading = heading.slice(0, -1);
      continue;
    }
    const n = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    const picked = options[n - 1];
    if (picked?.move !== undefined) return { kind: 'move', index: picked.move };
    if (picked?.node) {
      trail.push(node);
      heading = [...heading, picked.label];
      node = picked.node;
      continue;
    }
    if (acceptText && text.length > 0 && Number.isNaN(n)) return { kind: 'text', text };
    io.out(`  "${text}" is not one of the choices`);
  }
}
