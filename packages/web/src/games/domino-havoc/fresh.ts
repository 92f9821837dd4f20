/**
 * The keys of everything on the table that can arrive, so the board can
 * animate what is new since the last view (kit/anim.ts): a domino drawn
 * into a tray, laid on a train, dropped in a slot or put out of play, and
 * the direction turning.
 */
import type { Domino, HavocView } from '@gameshelf/domino-havoc';
import type { Link } from './dominoes.ts';

const name = (d: readonly [number, number]) => `${d[0]}-${d[1]}`;

export const trainKey = (seat: number, index: number, link: Link) => `train:${seat}:${index}:${name(link)}`;
export const slotKey = (seat: number, d: Domino) => `slot:${seat}:${name(d)}`;
export const trayKey = (d: Domino) => `tray:${name(d)}`;
export const outKey = (d: Domino) => `out:${name(d)}`;
export const directionKey = (view: HavocView) => `direction:${view.direction}`;

export function tableKeys(view: HavocView, seat: number | null): string[] {
  const keys: string[] = [directionKey(view)];
  view.racks.forEach((rack, p) => {
    rack.train.forEach((link, i) => {
      keys.push(trainKey(p, i, link));
    });
    if (rack.slot) keys.push(slotKey(p, rack.slot));
    if (p === seat && !('hidden' in rack.tray)) for (const d of rack.tray) keys.push(trayKey(d));
  });
  for (const d of view.outOfPlay) keys.push(outKey(d));
  return keys;
}
