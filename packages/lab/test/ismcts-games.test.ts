/**
 * IS-MCTS on the real hidden-hand games: it sees only its player's view (two
 * positions that differ only in what that player cannot see get the same
 * move), and it carries its tree from one decision to the next.
 */
import { createBot, DEFAULT_SEARCH, moveKey, search, TreeKeeper } from '@gameshelf/bots';
import { type AnyGameModule, canonicalJson, impossible, Match, type Player, Rng } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';

const HIDDEN_HAND_GAMES = [
  { id: 'digit-dash', options: {} },
  { id: 'domino-havoc', options: {} },
  { id: 'digit', options: { version: 'standard' } },
] as const;

function moduleOf(id: string): AnyGameModule {
  const found = findGame(id);
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

function newMatch(module: AnyGameModule, options: object, seed: string) {
  const created = Match.create(module.game, { players: 2, options, seed });
  if (!created.ok) throw new Error(created.error.message);
  return created.value;
}

/** Plays `greedy` for everyone until `player` must choose among several moves, at least `skip` times over. */
function advance(module: AnyGameModule, match: ReturnType<typeof newMatch>, player: Player, skip: number) {
  const greedy = createBot(module, 'greedy');
  if (!greedy.ok) throw new Error(greedy.error.message);
  const rng = Rng.fromSeed('advance');
  let seen = 0;
  while (!match.isOver()) {
    const actor = match.toAct()[0] ?? impossible('a match not over has a player to act');
    const legal = match.legalMoves(actor);
    if (actor === player && legal.length > 1 && seen++ >= skip) return legal;
    const move = greedy.value.choose({ view: match.view(actor), player: actor, legal, rng });
    const played = match.play(actor, move);
    if (!played.ok) throw new Error(played.error.message);
  }
  throw new Error('the game ended first');
}

describe('IS-MCTS plays fair on the hidden-hand games', () => {
  for (const { id, options } of HIDDEN_HAND_GAMES) {
    it(`${id}: positions that differ only in what the bot cannot see give the same move`, () => {
      const module = moduleOf(id);
      const { game } = module;
      let checked = 0;
      for (let g = 0; checked < 4 && g < 20; g++) {
        const match = newMatch(module, options, `fair/${id}/${g}`);
        const legal = advance(module, match, 0, 2 + g);
        const view = match.view(0);
        // Another full state with the same view: the other hand and the stock dealt otherwise.
        const other = game.determinize(view, 0, Rng.fromSeed(`fair/other/${g}`));
        if (canonicalJson(other) === canonicalJson(match.state)) continue;
        expect(canonicalJson(game.view(other, 0))).toBe(canonicalJson(view));
        const a = createBot(module, 'ismcts:300');
        const b = createBot(module, 'ismcts:300');
        if (!a.ok || !b.ok) throw new Error('bot');
        const moveA = a.value.choose({ view, player: 0, legal, rng: Rng.fromSeed(g) });
        const moveB = b.value.choose({
          view: game.view(other, 0),
          player: 0,
          legal: game.legalMoves(other, 0),
          rng: Rng.fromSeed(g),
        });
        expect(moveB).toEqual(moveA);
        checked++;
      }
      expect(checked).toBe(4);
    });
  }
});

/**
 * Player 0's second decision searched, its move played, and the game played
 * on to player 0's next decision; then the path from the searched root along
 * the moves player 0 saw since. The others' real moves may be ones the search
 * never tried (it dealt their hidden hands otherwise): then the path leaves
 * the tree, and the next deal is tried.
 */
function searchedAndPlayedOn(module: AnyGameModule, id: string, options: object) {
  for (let g = 0; g < 20; g++) {
    const match = newMatch(module, options, g === 0 ? `reuse/${id}` : `reuse/${id}/${g}`);
    const legal = advance(module, match, 0, 1);
    const first = search(module, match.view(0), 0, legal, Rng.fromSeed(1), {
      ...DEFAULT_SEARCH,
      iterations: 400,
    });
    const before = match.logFor(0);
    const played = match.play(0, first.move);
    if (!played.ok) throw new Error(played.error.message);
    advance(module, match, 0, 0);

    // The same path by hand: the chosen move as logged, then every move since as player 0 saw it.
    const history = match.logFor(0);
    expect(history.length).toBeGreaterThan(before.length);
    expect(moveKey(history[before.length]?.move)).toBe(moveKey(first.move));
    let expected: typeof first.root | undefined = first.root;
    for (const h of history.slice(before.length)) expected = expected?.children.get(moveKey(h.move));
    if (expected) return { first, before, history, expected };
  }
  throw new Error(`${id}: in 20 deals the moves seen always left the searched tree`);
}

describe('IS-MCTS keeps its tree between decisions', () => {
  for (const { id, options } of HIDDEN_HAND_GAMES) {
    it(`${id}: the next decision starts from the subtree under the moves seen since`, () => {
      const module = moduleOf(id);
      const { first, before, history, expected } = searchedAndPlayedOn(module, id, options);
      const keeper = new TreeKeeper();
      keeper.keep(0, before, first.root, first.move);
      expect(expected).toBeDefined();

      const other = new TreeKeeper();
      other.keep(1, before, first.root, first.move);
      expect(other.take(0, history)).toBeUndefined(); // another seat's tree is never used
      const stranger = new TreeKeeper();
      stranger.keep(0, before.slice(1), first.root, first.move);
      expect(stranger.take(0, history)).toBeUndefined(); // nor a tree searched after another history

      const kept = keeper.take(0, history);
      expect(kept).toBeDefined();
      expect(kept).toBe(expected);
      expect(kept?.visits).toBeGreaterThan(0);
      expect(keeper.take(0, history)).toBeUndefined(); // taken once
    });
  }

  it('a bot given the history plays whole games the same way twice (the same seeds, the same moves)', () => {
    const module = moduleOf('digit-dash');
    const play = () => {
      const bot = createBot(module, 'ismcts:100');
      const greedy = createBot(module, 'greedy');
      if (!bot.ok || !greedy.ok) throw new Error('bot');
      const match = newMatch(module, {}, 'reuse/whole');
      const rng = Rng.fromSeed('whole');
      while (!match.isOver()) {
        const p = match.toAct()[0] ?? impossible('a match not over has a player to act');
        const legal = match.legalMoves(p);
        const seat = p === 0 ? bot.value : greedy.value;
        const move = seat.choose({ view: match.view(p), player: p, legal, rng, history: match.logFor(p) });
        const played = match.play(p, move);
        if (!played.ok) throw new Error(played.error.message);
      }
      return match.stateHash();
    };
    expect(play()).toBe(play());
  });
});
