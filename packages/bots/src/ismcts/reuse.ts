/**
 * Trees kept from one decision to the next. After a search, the subtree
 * under the chosen move already holds what the search learned about the
 * positions that can follow; when the bot is asked again in the same game,
 * it walks that subtree down the moves made since (as its player saw them,
 * the same keys the tree was built with) and searches on from there.
 *
 * A kept tree is used only if the game so far begins exactly with the
 * history it was searched at, so a bot shared by several games or seats (the
 * server keeps one per game and level) never reuses the wrong tree; a few
 * trees are kept at once, the oldest dropped first.
 */
import type { Player, SeenMove } from '@gameshelf/engine';
import type { SearchNode } from './node.ts';
import { moveKey } from './search.ts';

interface Kept {
  readonly player: Player;
  /** The keys of the history the tree was searched at, then the move chosen there. */
  readonly keys: readonly string[];
  readonly root: SearchNode;
}

/** How many trees a bot keeps (a game per seat it plays, on a busy server several games). */
const KEEP = 16;

export class TreeKeeper {
  private kept: Kept[] = [];

  /** The subtree for the position after `history`, if a kept tree leads there; it is taken out of the keeper. */
  take(player: Player, history: readonly SeenMove[]): SearchNode | undefined {
    const keys = history.map((h) => moveKey(h.move));
    const i = this.kept.findLastIndex((k) => k.player === player && startsWith(keys, k.keys));
    const kept = this.kept[i];
    if (kept === undefined) return undefined;
    this.kept.splice(i, 1);
    // The root stands for the position before the chosen move: walk the chosen move and all since.
    let node: SearchNode | undefined = kept.root;
    for (const key of keys.slice(kept.keys.length - 1)) node = node?.children.get(key);
    return node;
  }

  /** Keeps a tree searched after `history`, where `move` was chosen. */
  keep(player: Player, history: readonly SeenMove[], root: SearchNode, move: unknown): void {
    const keys = history.map((h) => moveKey(h.move));
    keys.push(moveKey(move));
    this.kept.push({ player, keys, root });
    if (this.kept.length > KEEP) this.kept.shift();
  }
}

/** Whether `keys` begins with all of `prefix`. */
function startsWith(keys: readonly string[], prefix: readonly string[]): boolean {
  if (keys.length < prefix.length) return false;
  for (let i = 0; i < prefix.length; i++) if (keys[i] !== prefix[i]) return false;
  return true;
}
