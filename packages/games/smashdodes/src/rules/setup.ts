/**
 * Options and the starting position (SD-3, SD-6, SD-12). Every die starts
 * in its owner's hand; the game opens with the D20 roll-off, or, with the
 * Referee, with the Referee's drop onto the target.
 */
import {
  fail,
  type GameError,
  type GameSetup,
  isOneOf,
  type OptionSpec,
  type OptionValue,
  ok,
  type Result,
} from '@gameshelf/engine';
import { LATEST_PHYSICS, PHYSICS_VERSIONS } from '../physics/versions.ts';
import {
  DICE_MIX_NAMES,
  type DiceMix,
  type DieKind,
  type Dode,
  type Owner,
  type SmashOptions,
  type SmashState,
} from '../types.ts';

/** The most table noise the `noise` variant allows, in percent of SD-13's. */
export const MAX_NOISE = 300;

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    kind: 'bool',
    name: 'referee',
    description:
      'the neutral Referee D12 is drop-rolled first; odd gives player 1 the first turn (SD-6, SD-12)',
    default: false,
  },
  {
    kind: 'bool',
    name: 'joker',
    description: 'the blank neutral Joker D6 may be rolled in once the Referee is KO (needs referee, SD-12)',
    default: false,
  },
  {
    kind: 'bool',
    name: 'exact',
    description: 'shots go exactly where aimed, with no random execution error (SD-13)',
    default: false,
  },
  {
    kind: 'int',
    name: 'noise',
    description:
      "a designer's variant: the table's noise, SD-13's execution errors in percent of the rules' size",
    min: 0,
    max: MAX_NOISE,
    default: 100,
  },
  {
    kind: 'enum',
    name: 'dice',
    description:
      "a designer's variant: each player's dice: standard (SD-3), no-d4 (the D4s as D8s) or d6 (the D4s as D6s)",
    choices: DICE_MIX_NAMES,
    default: 'standard',
  },
  {
    kind: 'int',
    name: 'physics',
    description:
      'the physics model (SD-1): 3, contacts only where dice really touch; 2 and 1, the models of games recorded before it (2: contacts read within half a millimetre, 1: within 2 cm)',
    min: PHYSICS_VERSIONS[0],
    max: LATEST_PHYSICS,
    default: LATEST_PHYSICS,
    // A record without this option was played before it existed, with model 1.
    legacyDefault: 1,
    // Not a variant for players: new games take the latest model; 1 and 2 are for old records (and tests).
    internal: true,
  },
];

/** Each player's set (SD-3), in the order of the state's dice. */
export const PLAYER_SET: readonly DieKind[] = ['d4', 'd4', 'd8', 'd8', 'd10', 'd10', 'd20'];

/**
 * The `dice` variant's sets, seven dice each with the D20 last (the roll-off
 * die, SD-6): SD-3's, the two D4 (which slide rather than roll) swapped for
 * D8, or for D6 cubes.
 */
export const DICE_MIXES: Readonly<Record<DiceMix, readonly DieKind[]>> = {
  standard: PLAYER_SET,
  'no-d4': ['d8', 'd8', 'd8', 'd8', 'd10', 'd10', 'd20'],
  d6: ['d6', 'd6', 'd8', 'd8', 'd10', 'd10', 'd20'],
};

/** Each player's set in this game. */
export function playerSet(options: Pick<SmashOptions, 'dice'>): readonly DieKind[] {
  return DICE_MIXES[options.dice ?? 'standard'];
}

export function checkSetup(
  players: number,
  raw: Readonly<Record<string, OptionValue>>,
): Result<GameSetup<SmashOptions>, GameError> {
  if (players !== 2) return fail('setup/bad-player-count', 'Smashdodes is for exactly 2 players');
  const physics = PHYSICS_VERSIONS.find((v) => v === (raw.physics ?? LATEST_PHYSICS));
  if (physics === undefined)
    return fail('options/invalid', `physics must be one of ${PHYSICS_VERSIONS.join(', ')}`);
  const options: SmashOptions = {
    referee: raw.referee === true,
    joker: raw.joker === true,
    exact: raw.exact === true,
    // Left out at its default, so the standard game's states hash as before.
    ...(typeof raw.noise === 'number' && raw.noise !== 100 ? { noise: raw.noise } : {}),
    ...(raw.dice === 'no-d4' || raw.dice === 'd6' ? { dice: raw.dice } : {}),
    ...(physics === 1 ? {} : { physics }),
  };
  if (raw.dice !== undefined && !isOneOf(DICE_MIX_NAMES, raw.dice))
    return fail('options/invalid', `dice must be one of ${DICE_MIX_NAMES.join(', ')}`);
  if (
    options.noise !== undefined &&
    (!Number.isInteger(options.noise) || options.noise < 0 || options.noise > MAX_NOISE)
  )
    return fail('options/invalid', `noise must be a whole number from 0 to ${MAX_NOISE}`);
  if (options.joker && !options.referee) {
    return fail(
      'options/invalid',
      'the Joker comes into play only after the Referee is KO: joker needs referee',
    );
  }
  return ok({ players, options });
}

function dode(kind: DieKind, owner: Owner, role: Dode['role']): Dode {
  return { kind, owner, role, place: { at: 'hand' } };
}

export function initialState(options: SmashOptions): SmashState {
  const dice: Dode[] = [];
  for (const player of [0, 1]) for (const kind of playerSet(options)) dice.push(dode(kind, player, 'dode'));
  if (options.referee) dice.push(dode('d12', 'neutral', 'referee'));
  if (options.joker) dice.push(dode('d6', 'neutral', 'joker'));
  return {
    options,
    dice,
    stage: options.referee ? { kind: 'refereeDrop' } : { kind: 'rollOff' },
    rollOffs: [],
    last: null,
    turns: 0,
  };
}
