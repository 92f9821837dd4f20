/** What the board suggests doing now, in words, from the step the view shows and the moves offered. */
import type { HavocMove, HavocView } from '@gameshelf/domino-havoc';
import { discardPlace, type SeatName } from './moves.ts';

export function hintFor(
  view: HavocView,
  seat: number | null,
  moves: readonly HavocMove[],
  /** Nothing picked (null), or whether the picked tray domino can go on the train. */
  picked: { readonly fits: boolean } | null,
  name: SeatName,
): string {
  const { phase } = view;
  if (moves.length === 0) {
    if (phase.kind === 'over') return 'The game is over: every tray is counted.';
    return seat === null ? 'Watching the table.' : 'Watch the table: it is not your turn.';
  }
  const can = (type: HavocMove['type']) => moves.some((m) => m.type === type);
  const discard = discardPlace(view, seat, name);
  switch (phase.kind) {
    case 'draw':
      return can('drawBoneyard')
        ? 'Draw: choose the boneyard, or take the domino in another player’s lit slot.'
        : 'The boneyard is empty: take the domino in another player’s lit slot.';
    case 'play':
      if (can('endTurn'))
        return picked
          ? 'Now choose the lit place on your train: you are one domino short, so this turn has no discard.'
          : 'You are one domino short, so this turn has no discard: play a domino marked “fits” onto your train, or end your turn.';
      if (picked)
        return picked.fits
          ? `Now choose where it goes: the lit place on your train, or the lit slot to discard it ${discard}.`
          : `It does not fit your train: choose the lit slot to discard it ${discard}.`;
      return can('play')
        ? 'Pick a domino from your tray: play one marked “fits” onto your train (then discard one), or discard straight away.'
        : 'No domino of your tray fits your train: pick one to discard.';
    case 'discard':
      return picked
        ? `Choose the lit slot to discard it ${discard}.`
        : `Pick a domino from your tray to discard ${discard}.`;
    case 'respond':
      return 'A live double waits for your answer: choose above, or pick a lit tray single and then the double.';
    default:
      return '';
  }
}
