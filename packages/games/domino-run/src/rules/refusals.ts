/**
 * Every refusal the player can meet at the table, by a key of its own: the
 * English message (`{{name}}` for a value; it may cite rulings), and, under
 * `refusals.<key>` in the locales, the words the player is shown instead.
 */
import { refusalsOf } from '@gameshelf/engine';

export const REFUSALS = {
  // A move of another phase (`move`: the move tried): what the phase waits for instead.
  placing: 'cannot {{move}} now: the setup tiles are being placed',
  mulliganFirst: 'cannot {{move}} now: keep the line or mulligan first',
  rolling: 'cannot {{move}} now: the dice are being rolled',
  moveNow: 'cannot {{move}} now: move, or end the move',
  treasureFirst: 'cannot {{move}} now: choose a treasure first',
  drawingAbility: 'cannot {{move}} now: an ability is being drawn',
  giveUpFirst: 'cannot {{move}} now: give up a treasure first',
  refilling: 'cannot {{move}} now: tiles are being placed',
  over: 'cannot {{move}} now: the game is over',
  // DR-5 moving
  notFree: 'the next space is not free',
  noDieShows: 'no unused die shows {{face}}',
  cannotPayNext: 'a budget of {{budget}} cannot pay for the next space',
  tooFar: 'a budget of {{budget}} enters 1 to {{far}} spaces here, not {{spaces}}',
  alreadyCombined: 'dice were already combined this turn',
  noSuchPair: 'there are no unused dice showing {{a}} and {{b}}',
  // DR-6, DR-7 treasures and abilities
  poolFull: 'the pool already has 4 dice',
  noAbilityLeft: 'no ability tile (no double, no blank) is left in the pile',
  noBonusDie: 'you hold no bonus die',
  noSuchAbility: 'you hold no ability {{ability}}',
  abilityUsed: 'ability {{ability}} was already used this turn',
} as const;

export type Refusal = keyof typeof REFUSALS;

/** The refusal `reason`, with its English message filled in. */
export const refused = refusalsOf(REFUSALS);
