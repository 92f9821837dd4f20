/**
 * The terminal UI: a top-down map of the board, the dice with their values,
 * owners and coordinates, hands and knock-outs, and the last shot; menu
 * paths that group the sampled shots by die, then target, then strength.
 * The log in words is `text/narrate.ts`.
 *
 * Players are Player 1 and Player 2, as the log names them; their dice are
 * labelled A and B (`A-d8a` is Player 1's first D8). The map is the board
 * seen from above, 1 cm per column and 2 cm per row (terminal cells are about
 * twice as tall as wide), Player 1's side at the bottom. `#` is the board's
 * edge, `:` the inbounds border, `o` the target circle. Each die is a letter:
 * Player 1's in capitals (A, B = D4s, C, D = D8s, E, F = D10s, G = D20),
 * Player 2's in lower case, `R` the Referee, `J` the Joker. A player reads
 * no ruling code: the state's reasons (`oob`, `… (SD-11)`) are put in words.
 */
import type { Player, TextStyle, TextUi } from '@gameshelf/engine';
import { BOARD_HALF, INBOUNDS_HALF, octagonalRadius, TARGET_RADIUS } from './board.ts';
import { d20Index, dieLabel, dodeAt, marker } from './rules/dice.ts';
import { heading } from './text/heading.ts';
import { INPUT_HELP, parseInput } from './text/input.ts';
import { narrate } from './text/narrate.ts';
import type { Dode, SmashMove, SmashView } from './types.ts';

/** A player as the log names them: `Player 1`, `Player 2`. */
const seat = (player: Player) => `Player ${player + 1}`;

const COLS = 51;
const ROWS = 26;

const paint = (style: TextStyle, d: Dode, text: string) =>
  d.owner === 0 ? style.red(text) : d.owner === 1 ? style.blue(text) : style.yellow(text);

const mm = (v: number) => `${v >= 0 ? '+' : ''}${Math.round(v * 1000)}`;

function cellOf(x: number, z: number): [number, number] {
  const col = Math.round((x + BOARD_HALF) * 100);
  const row = Math.round((z + BOARD_HALF) * 50);
  return [row, col];
}

function boardGrid(): string[][] {
  const grid: string[][] = [];
  for (let row = 0; row < ROWS; row++) {
    const line: string[] = [];
    for (let col = 0; col < COLS; col++) {
      const x = col / 100 - BOARD_HALF;
      const z = row / 50 - BOARD_HALF;
      const r = octagonalRadius(x, z);
      const d = Math.sqrt(x * x + z * z);
      if (r > BOARD_HALF + 0.004) line.push(' ');
      else if (r > BOARD_HALF - 0.006) line.push('#');
      else if (Math.abs(r - INBOUNDS_HALF) < 0.006) line.push(':');
      else if (Math.abs(d - TARGET_RADIUS) < 0.006) line.push('o');
      else line.push(' ');
    }
    grid.push(line);
  }
  return grid;
}

function map(view: SmashView, style: TextStyle): string {
  const grid = boardGrid().map((line) => line.map((c) => (c === ' ' ? c : style.dim(c))));
  view.dice.forEach((d, i) => {
    if (d.place.at !== 'play') return;
    const [row, col] = cellOf(d.place.pose.p[0], d.place.pose.p[2]);
    const line = grid[row];
    if (line?.[col] !== undefined) line[col] = style.bold(paint(style, d, marker(i)));
  });
  return grid.map((line) => `  ${line.join('')}`.trimEnd()).join('\n');
}

function dieLine(view: SmashView, i: number, style: TextStyle): string {
  const d = dodeAt(view.dice, i);
  const name = paint(style, d, `${marker(i)} ${dieLabel(i).padEnd(6)}`);
  if (d.place.at !== 'play') return `${name} ${d.place.at}`;
  const { pose, value, inTarget } = d.place;
  const shown = value === null ? 'blank' : String(value);
  return `${name} ${shown.padStart(5)} at (${mm(pose.p[0])}, ${mm(pose.p[2])}) mm${inTarget ? ' in the target' : ''}`;
}

function stageLine(view: SmashView): string {
  const s = view.stage;
  switch (s.kind) {
    case 'rollOff':
      return 'Rolling off the D20s for the first turn';
    case 'refereeDrop':
      return 'The Referee is dropped onto the target';
    case 'over':
      return `Game over: ${seat(s.winner)} wins (${endWords(view, s.winner)})`;
    case 'turn': {
      const who = `${seat(s.player)} to shoot`;
      const again =
        s.locked === null ? '' : `; must shoot ${dieLabel(s.locked)} again (miss ${s.misses} of 3)`;
      return s.aimed ? `${who}: the shot is being executed` : `${who}${again}`;
    }
  }
}

/** How the game ended, from the dice (the state's own reason cites the ruling). */
function endWords(view: SmashView, winner: Player): string {
  const out = (p: Player) => view.dice[d20Index(p)]?.place.at === 'ko';
  const loser = 1 - winner;
  return out(winner) && out(loser)
    ? `both D20s out in one shot: the shooter, ${seat(loser)}, loses`
    : `${dieLabel(d20Index(loser))} is out`;
}

/** Why a die went where it did, in words: the rules' terms (`oob`, `referee-oop`) are for code. */
function whyWords(why: string): string {
  if (why.endsWith('-oop') && why !== 'oop') return 'out of play, put back';
  const words: Readonly<Record<string, string>> = {
    oob: 'knocked out of bounds',
    oop: 'out of play',
    voided: 'knock-out voided by the foul',
    misses: 'three misses',
    referee: 'knocked the Referee off',
    landed: 'landed',
    moved: 'moved',
  };
  return words[why] ?? why;
}

function lastShotLines(view: SmashView): string[] {
  const last = view.last;
  if (!last) return [];
  const who = last.shooter === 'referee' ? 'Referee drop' : `Last shot by ${seat(last.shooter)}`;
  const contact =
    last.firstContact === null ? 'touched no die' : `first touched ${dieLabel(last.firstContact)}`;
  const notes = [
    contact,
    ...(last.forfeit ? ['a foul: forfeit, its knock-outs do not count'] : []),
    ...(last.miss > 0 ? [`miss ${last.miss} of 3`] : []),
    `${last.seconds.toFixed(2)} s`,
  ];
  const changes = last.changes.map((c) => `${dieLabel(c.die)} → ${c.to} (${whyWords(c.why)})`);
  return [`${who}: ${notes.join(', ')}`, ...(changes.length ? [`  ${changes.join('; ')}`] : [])];
}

export function render(view: SmashView, style: TextStyle): string {
  const lines = [style.bold(stageLine(view)), map(view, style), ''];
  const inPlay = view.dice.flatMap((d, i) => (d.place.at === 'play' ? [i] : []));
  for (const i of inPlay) lines.push(`  ${dieLine(view, i, style)}`);
  for (const owner of [0, 1] as const) {
    const hand = view.dice.flatMap((d, i) =>
      d.owner === owner && d.place.at === 'hand' ? [dieLabel(i)] : [],
    );
    const ko = view.dice.flatMap((d, i) => (d.owner === owner && d.place.at === 'ko' ? [dieLabel(i)] : []));
    lines.push(`  ${seat(owner)} hand: ${hand.join(' ') || '-'}   KO: ${ko.join(' ') || '-'}`);
  }
  const neutral = view.dice.flatMap((d, i) =>
    d.owner === 'neutral' && d.place.at !== 'play' ? [`${dieLabel(i)} ${d.place.at}`] : [],
  );
  if (neutral.length) lines.push(`  neutral: ${neutral.join(', ')}`);
  lines.push(...lastShotLines(view).map((l) => `  ${l}`));
  return lines.join('\n');
}

function spinText(spin: readonly number[]): string {
  return spin.every((w) => w === 0) ? '' : `, spin (${spin.join(', ')}) rad/s`;
}

function valueText(view: SmashView, i: number): string {
  const d = view.dice[i];
  return d?.place.at === 'play' ? ` (${d.place.value ?? 'blank'})` : '';
}

/** Die, then target, then strength: a choice among hundreds of sampled shots becomes three short ones. */
export function menuPath(move: SmashMove, view: SmashView): readonly string[] {
  switch (move.type) {
    case 'skip':
      return ['Skip the turn'];
    case 'drop':
      return [
        `Drop ${dieLabel(move.die)}`,
        `over (${move.x}, ${move.z}) mm`,
        `from ${move.height} mm${spinText(move.spin)}`,
      ];
    case 'attack': {
      const { speed, degrees } = heading(move.velocity);
      const lift = move.lift > 0 ? `, lifted ${move.lift} mm` : ', along the board';
      return [
        `Attack with ${dieLabel(move.die)}${valueText(view, move.die)}`,
        `${dieLabel(move.target)}${valueText(view, move.target)}`,
        `${speed} mm/s towards ${degrees}°${lift}`,
      ];
    }
    default:
      return [move.type];
  }
}

export const text: TextUi<SmashView, SmashMove> = {
  render,
  narrate,
  menuPath: (move, view) => menuPath(move, view),
  parseInput,
  inputHelp: INPUT_HELP,
};
