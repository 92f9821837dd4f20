/**
 * Options and the starting position (DR-1, DR-4, DR-10). The setup tiles
 * are placed by chance moves, so that the first deal and a mulligan's deal
 * are recorded the same way.
 */
import {
  fail,
  type GameError,
  type GameSetup,
  type OptionSpec,
  type OptionValue,
  ok,
  type Result,
} from '@gameshelf/engine';
import type { DominoRunOptions, DominoRunState } from '../types.ts';
import { SETUP_TILES } from './chance.ts';
import { KEYS_TO_WIN, TILES } from './tiles.ts';
import { START_DICE } from './turn.ts';

export const DEFAULT_TURN_LIMIT = 300;

export const OPTIONS: readonly OptionSpec[] = [
  {
    kind: 'int',
    name: 'turnLimit',
    description: 'DR-10 option: the player loses at the end of this turn if still running (0: no limit)',
    min: 0,
    max: 100_000,
    default: DEFAULT_TURN_LIMIT,
  },
  {
    kind: 'int',
    name: 'enemySpeed',
    description: "a designer's variant: the enemy's stride before keys (DR-8: X = 2 + keys claimed)",
    min: 0,
    max: 6,
    default: 2,
  },
  {
    kind: 'int',
    name: 'keys',
    description: "a designer's variant: the keys that win (DR-10: all 7)",
    min: 1,
    max: KEYS_TO_WIN,
    default: KEYS_TO_WIN,
  },
];

export function checkSetup(
  players: number,
  options: Readonly<Record<string, OptionValue>>,
): Result<GameSetup<DominoRunOptions>, GameError> {
  if (players !== 1) return fail('setup/bad-player-count', `Domino Run is a solo game, not for ${players}`);
  const turnLimit = options.turnLimit ?? DEFAULT_TURN_LIMIT;
  const enemySpeed = options.enemySpeed ?? 2;
  const keys = options.keys ?? KEYS_TO_WIN;
  if (typeof turnLimit !== 'number' || !Number.isInteger(turnLimit) || turnLimit < 0)
    return fail('options/invalid', 'turnLimit must be a whole number of turns, 0 for none');
  if (typeof enemySpeed !== 'number' || !Number.isInteger(enemySpeed) || enemySpeed < 0 || enemySpeed > 6)
    return fail('options/invalid', 'enemySpeed must be a whole number from 0 to 6');
  if (typeof keys !== 'number' || !Number.isInteger(keys) || keys < 1 || keys > KEYS_TO_WIN)
    return fail('options/invalid', `keys must be a whole number from 1 to ${KEYS_TO_WIN}`);
  // The variants are left out at their defaults, so the standard game's states hash as before.
  return ok({
    players,
    options: {
      turnLimit,
      ...(enemySpeed === 2 ? {} : { enemySpeed }),
      ...(keys === KEYS_TO_WIN ? {} : { keys }),
    },
  });
}

/**
 * DR-4: the whole set in the pile, two dice, the black cube on space 0 and
 * the white cube on space 5 (the front half of the third tile), waiting for
 * chance to place the five setup tiles.
 */
export function setup(config: GameSetup<DominoRunOptions>): DominoRunState {
  return {
    options: config.options,
    phase: 'deal',
    turn: 0,
    line: [],
    enemy: 0,
    player: 5,
    pile: TILES,
    pool: START_DICE,
    abilities: [],
    keys: [],
    rolled: [],
    dice: [],
    combined: false,
    abilitiesUsed: [],
    pendingTreasures: 0,
    setAside: [],
    toDeal: SETUP_TILES,
    mulliganed: false,
    treasuresTaken: 0,
    timesCaught: 0,
    loss: null,
  };
}
