/**
 * Every refusal a player can meet at the table, by a key of its own: the
 * English message (`{{name}}` for a value; it may cite rulings), and, under
 * `refusals.<key>` in the locales, the words players are shown instead.
 */
import { refusalsOf } from '@gameshelf/engine';

export const REFUSALS = {
  // SD-9, SD-10 which shot
  sameDieAgain: 'you must shoot the same die again (SD-9)',
  mayNotSkip: 'you may not skip while you can drop or attack (SD-10)',
  // SD-7 a drop
  notInHand: 'that die is not in your hand',
  outsideCircle: 'the drop point must lie inside the target circle (within {{radius}} mm of the centre)',
  heightRange: 'the height must be {{min}}-{{max}} mm',
  // SD-7 an attack
  noSuchDie: 'there is no such die',
  attackItself: 'a die cannot attack itself',
  notYourDie: 'you have no such die in play',
  targetNotInPlay: 'the target is not in play',
  notOpponentsDie: "the target is not your opponent's die",
  attackHigher: 'a {{attacker}} cannot attack a {{target}} (SD-7)',
  tooFast: 'the launch speed must be at most {{max}} mm/s',
  liftRange: 'the lift must be 0-{{max}} mm',
  // SD-7 every shot
  spinRange: 'each spin component must be within ±{{max}} rad/s',
} as const;

export type Refusal = keyof typeof REFUSALS;

/** The refusal `reason`, with its English message filled in. */
export const refused = refusalsOf(REFUSALS);
