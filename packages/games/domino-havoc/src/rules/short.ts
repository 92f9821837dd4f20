/**
 * DH-9 (b): players short of six. A replacement due while the boneyard is
 * empty is never drawn: the replacer goes on one domino short, and their
 * next normal turn skips its discard, which restores one. Several players
 * can be short at once, and one player more than once (they replace again,
 * with the boneyard still empty, before their next normal turn): each of
 * their normal turns then restores one, so a player short `k` times holds
 * six minus `k` (DH-5) until `k` normal turns have gone by.
 *
 * The state lists one seat per missing domino, sorted, so a position has
 * one form; with nobody short it has no `short` at all, so states keep the
 * shape they had before (records replay to the same hashes).
 */
import type { Player } from '@gameshelf/engine';
import type { HavocState } from '../types.ts';

/** How many dominoes `p` is short (0 for most players, most of the time); states and views alike. */
export function shortBy(state: { readonly short?: readonly Player[] }, p: Player): number {
  let count = 0;
  for (const q of state.short ?? []) if (q === p) count++;
  return count;
}

/** The replacement due to `p` finds the boneyard empty: `p` goes on one domino short. */
export function goShort(state: HavocState, p: Player): HavocState {
  const short = [...(state.short ?? []), p].sort((a, b) => a - b);
  return { ...state, short };
}

/** A discard `p` skipped (or had nothing for) has restored one of their missing dominoes. */
export function restoreOne(state: HavocState, p: Player): HavocState {
  const list = state.short ?? [];
  const at = list.indexOf(p);
  if (at < 0) return state;
  if (list.length === 1) {
    const { short: _restored, ...rest } = state;
    return rest;
  }
  return { ...state, short: [...list.slice(0, at), ...list.slice(at + 1)] };
}
