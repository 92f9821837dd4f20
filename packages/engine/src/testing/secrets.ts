/**
 * Finding hidden information in what a seat was sent, for any game.
 *
 * A seat's secrets are what the engine shows that seat and not a spectator:
 * the differences between `view(state, seat)` and `view(state, 'spectator')`
 * (and between their redactions of each move). Where the spectator sees a
 * hidden marker (`{ hidden: true, ... }`), the seat sees the items behind
 * it: a tile id, a domino `[3, 5]`, a card id.
 *
 * Item ids are often small numbers, which also appear as counts, positions
 * and player numbers. So an item is looked for only under the field names
 * where hidden items were ever seen in the game's own data (`hands`, `tile`,
 * `tray`, ...), its "vocabulary": a 7 under `turnNumber` is not tile 7.
 */
import type { GameDefinition, Move, Viewer } from '../game.ts';
import { canonicalJson } from '../hash.ts';
import type { AnyMatch } from '../match.ts';

type Json = unknown;

export interface Item {
  /** The nearest field name above the item (array indices skipped). */
  readonly key: string;
  readonly value: Json;
}

function isHiddenMarker(value: Json): boolean {
  return typeof value === 'object' && value !== null && 'hidden' in value && value.hidden === true;
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The items `mine` shows where `public_` hides them: behind a hidden marker
 * (a hidden tile, a hidden tray stands for each of its dominoes), or as the
 * extra elements of a list the public side shows shorter. Other differences
 * (say `viewer: 0` against `viewer: "spectator"`) are not items.
 */
export function privateItems(mine: Json, public_: Json, key = '', out: Item[] = []): Item[] {
  if (canonicalJson(mine) === canonicalJson(public_)) return out;
  if (isHiddenMarker(public_) && !isHiddenMarker(mine)) {
    if (Array.isArray(mine)) for (const item of mine) out.push({ key, value: item });
    else out.push({ key, value: mine });
  } else if (Array.isArray(mine) && Array.isArray(public_)) {
    mine.forEach((m, i) => {
      if (i < public_.length) privateItems(m, public_[i], key, out);
      else if (!isHiddenMarker(m)) out.push({ key, value: m });
    });
  } else if (isObject(mine) && isObject(public_)) {
    for (const [k, v] of Object.entries(mine)) privateItems(v, public_[k], k, out);
  }
  return out;
}

const kind = (value: Json) => (typeof value === 'object' && value !== null ? 'structured' : typeof value);

/** The field names under which hidden items of each kind appear in a game. */
export class Vocabulary {
  private readonly keys = new Map<string, Set<string>>();

  learn(items: readonly Item[]): void {
    for (const { key, value } of items) {
      const k = kind(value);
      const set = this.keys.get(k) ?? new Set<string>();
      set.add(key);
      this.keys.set(k, set);
    }
  }

  holds(key: string, value: Json): boolean {
    return this.keys.get(kind(value))?.has(key) ?? false;
  }

  describe(): string {
    return [...this.keys].map(([k, keys]) => `${k}: ${[...keys].sort().join(', ')}`).join('; ');
  }
}

export interface Leak {
  readonly path: string;
  readonly value: Json;
}

/** Every place in `frame` holding a secret under one of the secrets' field names. */
export function findLeaks(frame: Json, secrets: ReadonlySet<string>, vocabulary: Vocabulary): Leak[] {
  const leaks: Leak[] = [];
  const walk = (value: Json, key: string, path: string) => {
    if (vocabulary.holds(key, value) && secrets.has(canonicalJson(value))) leaks.push({ path, value });
    if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, key, `${path}[${i}]`);
    else if (isObject(value)) for (const [k, v] of Object.entries(value)) walk(v, k, `${path}.${k}`);
  };
  walk(frame, '', '');
  return leaks;
}

/** Structured secrets (a domino `[3,5]`) written out in a text, such as an error message. */
export function leaksInText(text: string, secrets: ReadonlySet<string>): string[] {
  return [...secrets].filter((s) => s.startsWith('[') || s.startsWith('{')).filter((s) => text.includes(s));
}

/** What one viewer of a finished match must not be shown, as canonical JSON. */
export interface ViewerSecrets {
  /**
   * For each position (position n follows n log entries): the hidden items
   * of the seats other than the viewer (every seat, for a spectator) that
   * the viewer has not seen so far, in its views or in the log as redacted
   * for it.
   */
  readonly byPosition: readonly ReadonlySet<string>[];
  /** Those of them the viewer never saw, at any point of the game. */
  readonly never: ReadonlySet<string>;
}

// The match is asked only for its log and the states it passed through
// (`stateAt`); views and redactions come from the game itself.
function statesOf(match: AnyMatch): unknown[] {
  return Array.from({ length: match.log.length + 1 }, (_, n) => match.stateAt(n));
}

const gameOf = (match: AnyMatch): GameDefinition<unknown, Move, unknown, unknown> => match.game;
const seatsOf = (match: AnyMatch) => Array.from({ length: match.players }, (_, p) => p);

/** A seat's hidden items at a state: what its view shows and a spectator's hides. */
function hiddenOf(game: GameDefinition<unknown, Move, unknown, unknown>, state: unknown, seat: number) {
  return privateItems(game.view(state, seat), game.view(state, 'spectator'));
}

/** The log as `viewer` was told it, move by move, through the game's `redactMove`. */
function redactedLog(match: AnyMatch, states: readonly unknown[], viewer: Viewer): unknown[] {
  return match.log.map((e, i) => gameOf(match).redactMove(states[i], e.player, e.move, viewer));
}

/** Where a match's hidden items live: every field name they showed under, in any seat's views or log. */
export function vocabularyOf(match: AnyMatch): Vocabulary {
  const game = gameOf(match);
  const states = statesOf(match);
  const vocabulary = new Vocabulary();
  for (const state of states) for (const p of seatsOf(match)) vocabulary.learn(hiddenOf(game, state, p));
  const publicLog = redactedLog(match, states, 'spectator');
  for (const p of seatsOf(match)) {
    for (const [i, move] of redactedLog(match, states, p).entries())
      vocabulary.learn(privateItems(move, publicLog[i]));
  }
  return vocabulary;
}

/**
 * What `viewer` must not be shown of a match: a seat's hidden items are what
 * `view(state, seat)` shows and `view(state, 'spectator')` hides; an item
 * stops being a secret for the viewer once it has shown in the viewer's own
 * view or its redacted log.
 */
export function secretsOf(match: AnyMatch, viewer: Viewer, vocabulary = vocabularyOf(match)): ViewerSecrets {
  const game = gameOf(match);
  const states = statesOf(match);
  const log = redactedLog(match, states, viewer);
  const others = seatsOf(match).filter((q) => q !== viewer);
  const known = new Set<string>();
  // Seen is known: a structured item (a domino) wherever it showed, a number only where items live.
  const learn = (value: unknown, key = '') => {
    if (vocabulary.holds(key, value) || (typeof value === 'object' && value !== null))
      known.add(canonicalJson(value));
    if (Array.isArray(value)) for (const v of value) learn(v, key);
    else if (typeof value === 'object' && value !== null)
      for (const [k, v] of Object.entries(value)) learn(v, k);
  };
  const byPosition = states.map((state, n) => {
    learn(game.view(state, viewer));
    if (n > 0) learn(log[n - 1]);
    const theirs: Item[] = others.flatMap((q) => hiddenOf(game, state, q));
    return new Set(theirs.map((i) => canonicalJson(i.value)).filter((s) => !known.has(s)));
  });
  const ever = new Set(byPosition.flatMap((set) => [...set]));
  return { byPosition, never: new Set([...ever].filter((s) => !known.has(s))) };
}
