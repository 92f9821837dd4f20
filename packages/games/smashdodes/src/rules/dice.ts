/**
 * Questions about the dice in a position: whose they are, where they are,
 * who may shoot which, and at what (SD-7, SD-10, SD-12).
 */
import { type GameError, impossible, type Player } from '@gameshelf/engine';
import type { Dode, SmashState } from '../types.ts';
import { refused } from './refusals.ts';

export const other = (player: Player): Player => 1 - player;

/** Die `i` of a position: every index the rules use is one of the 16 dice (a shot's die, a contact, a landing). */
export function dodeAt(dice: readonly Dode[], i: number): Dode {
  return dice[i] ?? impossible(`no die ${i}`);
}

export const inPlay = (d: Dode): boolean => d.place.at === 'play';

export function shownValue(d: Dode): number | null {
  return d.place.at === 'play' ? d.place.value : null;
}

/** SD-12: the Joker may be rolled in only once the Referee is KO. */
export function jokerAvailable(state: SmashState): boolean {
  return state.dice.some((d) => d.role === 'referee' && d.place.at === 'ko');
}

/** The dice `player` may drop-roll now: their own in hand, and the Joker once it is available. */
export function droppable(state: SmashState, player: Player): number[] {
  const out: number[] = [];
  state.dice.forEach((d, i) => {
    if (d.place.at !== 'hand') return;
    if (d.owner === player || (d.role === 'joker' && jokerAvailable(state))) out.push(i);
  });
  return out;
}

/** The dice `player` may attack with: their own in play, and the Joker in play (SD-12). */
export function attackers(state: SmashState, player: Player): number[] {
  const out: number[] = [];
  state.dice.forEach((d, i) => {
    if (inPlay(d) && (d.owner === player || d.role === 'joker')) out.push(i);
  });
  return out;
}

/**
 * Why `attacker` may not attack `target` for `player`, or null if it may
 * (SD-7): the target must be an opponent's die in play whose value is not
 * above the attacker's; the Joker may attack any of them, and any die may
 * attack the Joker (SD-12).
 */
export function attackRefusal(
  state: SmashState,
  player: Player,
  attacker: number,
  target: number,
): GameError | null {
  const a = state.dice[attacker];
  const t = state.dice[target];
  if (!a || !t) return refused('noSuchDie');
  if (attacker === target) return refused('attackItself');
  if (!inPlay(a) || !(a.owner === player || a.role === 'joker')) return refused('notYourDie');
  if (!inPlay(t)) return refused('targetNotInPlay');
  if (!(t.owner === other(player) || t.role === 'joker')) return refused('notOpponentsDie');
  if (a.role === 'joker' || t.role === 'joker') return null;
  const av = shownValue(a) ?? impossible('a die in play that is not the Joker shows a value');
  const tv = shownValue(t) ?? impossible('a die in play that is not the Joker shows a value');
  return tv > av ? refused('attackHigher', { attacker: av, target: tv }) : null;
}

/** Every (attacker, target) pair `player` may choose now. */
export function attackPairs(state: SmashState, player: Player): [number, number][] {
  const pairs: [number, number][] = [];
  for (const a of attackers(state, player)) {
    state.dice.forEach((_, t) => {
      if (attackRefusal(state, player, a, t) === null) pairs.push([a, t]);
    });
  }
  return pairs;
}

export function ownDiceInPlay(state: SmashState, player: Player): number {
  return state.dice.filter((d) => d.owner === player && inPlay(d)).length;
}

/**
 * SD-10: skipping is allowed when you have dice in play and your opponent
 * has none, and forced when you can neither drop nor attack.
 */
export function skipAllowed(state: SmashState, player: Player): boolean {
  const forced = droppable(state, player).length === 0 && attackPairs(state, player).length === 0;
  return forced || (ownDiceInPlay(state, player) > 0 && ownDiceInPlay(state, other(player)) === 0);
}

/** Where `player`'s D20 is in the dice (the last of their seven). */
export const d20Index = (player: Player): number => player * 7 + 6;

/** The set's order (setup.ts): each player's seven dice, then the Referee and the Joker. */
const SET_NAMES = ['d4a', 'd4b', 'd8a', 'd8b', 'd10a', 'd10b', 'd20'] as const;

/**
 * A short name for a die, from its index alone (the order of the dice is
 * fixed): `A-d8a` is player 0's first D8, `B-d20` player 1's D20; then `Ref`
 * and `Joker`.
 */
export function dieLabel(index: number): string {
  if (index === 14) return 'Ref';
  if (index === 15) return 'Joker';
  const name = SET_NAMES[index % 7];
  return index >= 0 && index < 14 && name ? `${index < 7 ? 'A' : 'B'}-${name}` : `die ${index}`;
}

/** The one-letter name of a die on the map: player A's in capitals A-G (in set order), B's in lower case, `R`, `J`. */
export function marker(index: number): string {
  if (index === 14) return 'R';
  if (index === 15) return 'J';
  const letter = 'ABCDEFG'.charAt(index % 7);
  return index < 7 ? letter : letter.toLowerCase();
}
