/**
 * Domino Run in a terminal: the line of dominoes with both cubes under it
 * (a tile drawn `[3:5]`), the dice as rolled and those still unused, keys and
 * treasures. The log in words is `text/narrate.ts`. Knows how to draw and
 * name things; knows no rules beyond reading the state.
 */
import type { TextStyle, TextUi } from '@gameshelf/engine';
import { enemyStride, keysClaimed } from './rules/enemy.ts';
import { completesKey, slotAt, slotsAhead, spaceCost } from './rules/line.ts';
import { high, keysToWin, low, tileLabel } from './rules/tiles.ts';
import { START_DICE } from './rules/turn.ts';
import { narrate } from './text/narrate.ts';
import type { DominoRunMove, DominoRunView, Slot } from './types.ts';

/** Tiles per row of the drawing, so a long line wraps instead of running off the screen. */
const TILES_PER_ROW = 12;
const ENEMY = '■';
const PLAYER = '□';

export const text: TextUi<DominoRunView, DominoRunMove> = {
  render,
  narrate,
  menuPath,
};

function render(view: DominoRunView, style: TextStyle): string {
  const keys = keysClaimed(view);
  const limit = view.options.turnLimit > 0 ? ` of ${view.options.turnLimit}` : '';
  const toWin = keysToWin(view.options);
  const keyMarks = '◆'.repeat(keys) + '◇'.repeat(Math.max(0, toWin - keys));
  const lines = [
    style.bold(`Domino Run · turn ${view.turn}${limit}`) +
      ` · keys ${style.yellow(keyMarks)} ${keys}/${toWin}` +
      ` · enemy stride ${enemyStride(view)}`,
    ...drawLine(view, style),
    `${style.bold(ENEMY)} enemy  ${style.bold(PLAYER)} you  ` +
      style.dim(`${tilesAhead(slotsAhead(view.line, view.player))} · pile ${view.pile.length}`),
    drawDice(view, style),
    drawTreasures(view, style),
  ];
  const status = phaseNote(view);
  if (status) lines.push(style.cyan(status));
  return lines.join('\n');
}

/** Rows of tiles `[a|b]`, each with a row beneath marking the cubes under their spaces. */
function drawLine(view: DominoRunView, style: TextStyle): string[] {
  const out: string[] = [];
  for (let start = 0; start < Math.max(1, view.line.length); start += TILES_PER_ROW) {
    const slots = view.line.slice(start, start + TILES_PER_ROW);
    // The first row opens with the pit behind the first tile, where a catch sends the enemy (DR-8).
    let tiles = start === 0 ? style.gray('·') : ' ';
    let cubes = start === 0 && view.enemy === -1 ? style.bold(ENEMY) : ' ';
    slots.forEach((slot, i) => {
      const back = 2 * (start + i);
      tiles += ` ${drawSlot(slot, style)}`;
      cubes += `  ${cube(view, back, style)} ${cube(view, back + 1, style)} `;
    });
    out.push(tiles, cubes.trimEnd());
  }
  return out;
}

function drawSlot(slot: Slot, style: TextStyle): string {
  if (slot.kind === 'pit') return style.gray('(_ _)');
  if (slot.faceDown) return style.green('[▓:▓]');
  const body = `[${slot.first}:${slot.second}]`;
  return slot.first === slot.second ? style.yellow(style.bold(body)) : body;
}

function cube(view: DominoRunView, space: number, style: TextStyle): string {
  if (space === view.player) return style.bold(PLAYER);
  if (space === view.enemy) return style.bold(ENEMY);
  return ' ';
}

function drawDice(view: DominoRunView, style: TextStyle): string {
  if (view.rolled.length === 0) return `dice: ${view.pool} in the pool`;
  const unused = view.dice.length > 0 ? view.dice.join(' ') : 'none';
  const combine = view.combined ? 'combination used' : 'may combine two';
  return `dice: rolled ${view.rolled.join(' ')} · unused ${style.bold(unused)} · ${combine}`;
}

function drawTreasures(view: DominoRunView, style: TextStyle): string {
  const bonus = view.pool - START_DICE;
  const abilities = view.abilities.map((a) => {
    // Named as the log names a tile, `1:3` (it turns a 1 into a 3).
    const label = tileLabel(a);
    return view.abilitiesUsed.includes(a) ? style.dim(`${label} (used)`) : style.magenta(label);
  });
  const kept = view.keys.length > 0 ? ` · keys knocked out: ${view.keys.map(tileLabel).join(' ')}` : '';
  return (
    `treasures: ${view.pool} dice (${bonus} bonus) · abilities ${abilities.join(' ') || 'none'}` +
    ` · caught ${view.timesCaught}×${kept}`
  );
}

function phaseNote(view: DominoRunView): string {
  switch (view.phase) {
    case 'mulligan':
      return 'Keep this line, or mulligan once for five new tiles.';
    case 'treasure':
      return 'Key claimed! Choose a treasure.';
    case 'caught':
      return 'Caught! Give up a treasure.';
    case 'won':
      return `Escaped with all ${keysToWin(view.options)} keys on turn ${view.turn}!`;
    case 'lost':
      return view.loss === 'time'
        ? 'Out of time: the turn limit is reached.'
        : 'Caught with no treasure left.';
    default:
      return '';
  }
}

function menuPath(move: DominoRunMove, view: DominoRunView): readonly string[] {
  switch (move.type) {
    case 'useDie':
      return [`Die ${move.face}`, landing(view, move.spaces)];
    case 'combineDice':
      return [`Combine ${move.faces[0]}+${move.faces[1]}`, landing(view, move.spaces)];
    case 'convertDie':
      return [
        'Convert a die',
        `with ${tileLabel(move.ability)}: turn a ${low(move.ability)} into a ${high(move.ability)}`,
      ];
    case 'step':
      return [`Step free: ${landing(view, 1)}`];
    case 'endMove':
      return ['End the move'];
    case 'mulligan':
      return ['Mulligan'];
    case 'keep':
      return ['Keep the line'];
    case 'chooseTreasure':
      return [move.treasure === 'die' ? 'Bonus Die' : 'Bonus Ability'];
    case 'sacrificeDie':
      return ['Give up a bonus die'];
    case 'sacrificeAbility':
      return [`Give up ability ${tileLabel(move.ability)}`];
    default:
      return [move.type];
  }
}

/** "2 spaces, onto the 4" — and whether the walk completes a key on the way. */
function landing(view: PlayerView, spaces: number): string {
  const space = view.player + spaces;
  if (space >= view.line.length * 2) return plural(spaces);
  let keys = 0;
  for (let s = view.player + 1; s <= space; s++) if (completesKey(view.line, s)) keys++;
  const slot = slotAt(view.line, space);
  const onto =
    slot.kind === 'pit'
      ? 'a pit'
      : slot.faceDown
        ? 'a claimed key'
        : spaceCost(view.line, space) === 0
          ? 'a blank'
          : `the ${spaceCost(view.line, space)}`;
  const key = keys === 0 ? '' : keys === 1 ? ' — claims a key!' : ` — claims ${keys} keys!`;
  return `${plural(spaces)}, onto ${onto}${key}`;
}

type PlayerView = Pick<DominoRunView, 'line' | 'player'>;

function tilesAhead(n: number): string {
  return n === 1 ? '1 tile ahead' : `${n} tiles ahead`;
}

function plural(spaces: number): string {
  return spaces === 1 ? '1 space' : `${spaces} spaces`;
}
