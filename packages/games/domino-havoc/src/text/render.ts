/**
 * The table in a terminal, as one viewer sees it: the direction of play
 * (DH-10), every rack (tray for its owner only, train with its open end,
 * discard slot), any live double with its responder's options (DH-9), the
 * out-of-play dominoes and the scores so far.
 */
import { impossible, itemAt, type Player, type TextStyle } from '@gameshelf/engine';
import { dominoText, hasNumber, isDouble } from '../rules/dominoes.ts';
import { openEnd, seatText } from '../rules/racks.ts';
import { penaltyTotals } from '../rules/result.ts';
import { shortBy } from '../rules/short.ts';
import type { Direction, Domino, HavocView, Link, RackView } from '../types.ts';
import { rackSize } from '../types.ts';

/** A domino as everywhere else, `3:5`; doubles in yellow. */
export function showDomino(d: Domino, style: TextStyle): string {
  const text = dominoText(d);
  return isDouble(d) ? style.yellow(text) : text;
}

export function showDirection(direction: Direction, style: TextStyle): string {
  return style.bold(direction === 'clockwise' ? '↻ clockwise' : '↺ counter-clockwise');
}

function showTrain(train: readonly Link[], size: number, style: TextStyle): string {
  if (train.length === 0) return style.dim('empty (takes any domino)');
  // Each link as laid, inner number first, so the train reads from its start to its open end.
  const links = train.map((l) => (l[0] === l[1] ? style.yellow(`${l[0]}:${l[1]}`) : `${l[0]}:${l[1]}`));
  return `${links.join(' ')} ${style.dim(`open ${openEnd(train)}, ${train.length}/${size}`)}`;
}

function showTray(rack: RackView, style: TextStyle): string {
  if (!('hidden' in rack.tray)) {
    const tray = rack.tray;
    return tray.length === 0 ? style.dim('empty') : tray.map((d) => showDomino(d, style)).join(' ');
  }
  const { count } = rack.tray;
  const facts: string[] = [];
  if (rack.known.length > 0) facts.push(`known ${rack.known.map((d) => showDomino(d, style)).join(' ')}`);
  if (rack.singles > 0) facts.push(`at least ${rack.singles} other single${rack.singles > 1 ? 's' : ''}`);
  const backs = style.gray('▮'.repeat(count));
  return `${backs} ${style.dim(`(${count}${facts.length > 0 ? `; ${facts.join('; ')}` : ''})`)}`;
}

/** DH-9 (b): how short of six a player is, in words: `one domino short`, `2 dominoes short`. */
export function shortWords(count: number): string {
  return count === 1 ? 'one domino short' : `${count} dominoes short`;
}

function actingPlayer(view: HavocView): Player | null {
  const { phase } = view;
  if (phase.kind === 'respond') return phase.responder;
  return 'player' in phase ? phase.player : null;
}

function showRack(view: HavocView, p: Player, style: TextStyle): string[] {
  const rack = itemAt(view.racks, p);
  const marker = actingPlayer(view) === p ? style.green('▶') : ' ';
  const missing = shortBy(view, p);
  const short = missing > 0 ? style.dim(` ${shortWords(missing)}`) : '';
  const name = `${seatText(p)}${view.viewer === p ? ' (you)' : ''}`;
  const slot = rack.slot === null ? style.dim('empty') : showDomino(rack.slot, style);
  return [
    `${marker} ${style.bold(name)}${short}`,
    `    tray   ${showTray(rack, style)}`,
    `    train  ${showTrain(rack.train, rackSize(view.options), style)}`,
    `    slot   ${slot}`,
  ];
}

/**
 * DH-9 (b) as the viewer can tell it: exact for an open tray, a possibility
 * for a hidden one; with the boneyard empty, the replacer goes one short.
 */
function replaceOption(view: HavocView, rack: RackView, double: Domino): string | null {
  const cost = view.boneyard.count === 0 ? ' (no replacement to draw: one domino short)' : '';
  if ('hidden' in rack.tray) return `replace it with a single ${double[0]} if they hold one${cost}`;
  const singles = rack.tray.filter((d) => !isDouble(d) && hasNumber(d, double[0]));
  return singles.length > 0 ? `replace it with ${singles.map(dominoText).join(' or ')}${cost}` : null;
}

/** What the responder may do (DH-9): exact for whoever sees their tray, from public facts otherwise. */
function responderOptions(view: HavocView, responder: Player, double: Domino): string {
  const rack = itemAt(view.racks, responder);
  const end = openEnd(rack.train);
  const options: string[] = [];
  if (rack.train.length < rackSize(view.options) && (end === null || end === double[0]))
    options.push('take it onto their train');
  const replace = replaceOption(view, rack, double);
  if (replace !== null) options.push(replace);
  if (!Array.isArray(rack.tray)) return [...options, 'or else pass'].join(', ');
  return options.length > 0 ? options.join(', or ') : 'pass (they can neither take nor replace it)';
}

function showPhase(view: HavocView, style: TextStyle): string[] {
  const { phase } = view;
  switch (phase.kind) {
    case 'draw':
      return [`${seatText(phase.player)} to draw: from the boneyard or another player's slot.`];
    case 'play':
      if (shortBy(view, phase.player) > 0)
        return [
          `${seatText(phase.player)} may play onto their train; ${shortWords(shortBy(view, phase.player))}, they skip the discard.`,
        ];
      return [
        `${seatText(phase.player)} may play onto their train, then discards into ${seatText(phase.slot)}'s slot.`,
      ];
    case 'discard':
      return [`${seatText(phase.player)} discards into ${seatText(phase.slot)}'s slot.`];
    case 'respond': {
      const double = itemAt(view.racks, phase.owner).slot ?? impossible('a live double lies in its slot');
      const by = phase.originator === undefined ? '' : `, put there by ${seatText(phase.originator)}`;
      return [
        style.red(`Live double ${showDomino(double, style)} in ${seatText(phase.owner)}'s slot${by}.`),
        `${seatText(phase.responder)} must answer: ${responderOptions(view, phase.responder, double)}.`,
      ];
    }
    case 'drawing':
    case 'replacing':
      return [`${seatText(phase.player)} is drawing from the boneyard.`];
    case 'deal':
      return ['The round is over; the next one is being dealt.'];
    case 'over':
      return [style.bold('The game is over.')];
  }
}

function showScores(view: HavocView, style: TextStyle): string[] {
  if (view.history.length === 0) return [];
  const totals = penaltyTotals(view.history, view.racks.length);
  const last = itemAt(view.history, view.history.length - 1);
  const how = last.winner === null ? 'blocked (nobody won)' : `won by ${seatText(last.winner)}`;
  return [
    `Last round ${how}: ${last.penalties.map((p, i) => `${seatText(i)} +${p}`).join('  ')}`,
    `Penalty totals (lowest wins): ${totals.map((t, i) => `${seatText(i)} ${style.bold(String(t))}`).join('  ')}`,
  ];
}

export function render(view: HavocView, style: TextStyle): string {
  const header = [
    style.bold('Double Domino Havoc'),
    `round ${Math.min(view.round + 1, view.options.rounds)} of ${view.options.rounds}`,
    view.options.set,
    `boneyard ${view.boneyard.count}`,
    showDirection(view.direction, style),
  ].join(' · ');
  const out =
    view.outOfPlay.length === 0 ? style.dim('none') : view.outOfPlay.map((d) => dominoText(d)).join(' ');
  const lines = [header, `Out of play: ${out}`];
  for (let p = 0; p < view.racks.length; p++) lines.push(...showRack(view, p, style));
  lines.push(...showPhase(view, style), ...showScores(view, style));
  return lines.join('\n');
}
