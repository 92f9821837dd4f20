import { type Actor, itemAt } from '@gameshelf/engine';

/**
 * A node of the single-observer information-set tree: it stands for every
 * determinization that reached it by the same moves as the searching player
 * saw them (moves they could not see are merged by the game's `redactMove`).
 */
export class SearchNode {
  visits = 0;
  /** How often this node was available (its move legal) when its parent was visited. */
  avails = 0;
  /** Sum of rewards per player over the visits. */
  readonly totals: Float64Array;
  readonly children = new Map<string, SearchNode>();
  /** Who chose the move into this node (its rewards are read from their side). */
  readonly actor: Actor;
  /** The game policy's move here, when the searching player is to move (its prior). */
  hint: string | undefined = undefined;

  constructor(players: number, actor: Actor) {
    this.totals = new Float64Array(players);
    this.actor = actor;
  }

  child(key: string, players: number, actor: Actor): SearchNode {
    let node = this.children.get(key);
    if (!node) {
      node = new SearchNode(players, actor);
      this.children.set(key, node);
    }
    return node;
  }

  /** One more visit, with its rewards per player (`rewards` has one per player, as `totals`). */
  backUp(rewards: Float64Array): void {
    this.visits++;
    for (let p = 0; p < this.totals.length; p++) this.totals[p] = itemAt(this.totals, p) + itemAt(rewards, p);
  }

  /** The mean reward of `player` over the visits (NaN before the first). */
  meanReward(player: number): number {
    return itemAt(this.totals, player) / this.visits;
  }

  /** UCB1 with availability counts (Cowling, Powley and Whitehouse 2012). */
  ucb(player: number, exploration: number): number {
    if (this.visits === 0) return Number.POSITIVE_INFINITY;
    return (
      this.meanReward(player) + exploration * Math.sqrt(Math.log(Math.max(1, this.avails)) / this.visits)
    );
  }
}
