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
import { canonicalJson } from '@gameshelf/engine';

type Json = unknown;

export interface Item {
  /** The nearest field name above the item (array indices skipped). */
  readonly key: string;
  readonly value: Json;
}

function isHiddenMarker(value: Json): boolean {
  return typeof value === 'object' && value !== null && (value as { hidden?: unknown }).hidden === true;
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
