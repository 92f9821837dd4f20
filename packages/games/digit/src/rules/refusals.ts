/**
 * Every refusal a player can meet at the table, by a key of its own: the
 * English message (`{{name}}` for a value; it may cite rulings), and, under
 * `refusals.<key>` in the locales, the words players are shown instead.
 */
import { refusalsOf } from '@gameshelf/engine';

export const REFUSALS = {
  // DG-4 a move takes one stick to a new, empty edge and leaves one connected figure
  noStick: 'there is no stick on {{from}}',
  edgeTaken: '{{to}} already has a stick: a stick must go to a new, empty edge',
  notConnected: 'moving {{from}} to {{to}} would not leave one connected figure',
} as const;

export type Refusal = keyof typeof REFUSALS;

/** The refusal `reason`, with its English message filled in. */
export const refused = refusalsOf(REFUSALS);
