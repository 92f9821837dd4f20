/**
 * Every refusal a player can meet at the table, by a key of its own: the
 * English message (`{{name}}` for a value; it may cite rulings), and, under
 * `refusals.<key>` in the locales, the words players are shown instead.
 */
import { refusalsOf } from '@gameshelf/engine';

export const REFUSALS = {
  // A move of another step of the turn: what the step asks for instead (`action`: the move tried).
  drawFirst: 'you cannot {{action}} now (draw first (DH-4))',
  playOrDiscard: 'you cannot {{action}} now (play or discard)',
  playOrEndTurn: 'you cannot {{action}} now (play, or end your turn)',
  discardToEnd: 'you cannot {{action}} now (discard to end your turn)',
  answerDouble: 'you cannot {{action}} now (answer the live double (DH-9))',
  // DH-4 drawing
  boneyardEmpty: 'the boneyard is empty: take a discard (DH-4)',
  ownSlot: 'you cannot take from your own slot (DH-4)',
  noSuchSeat: 'there is no P{{seat}} at this table',
  emptySlot: "P{{seat}}'s slot is empty",
  // DH-6 playing and discarding
  notInTray: '{{domino}} is not in your tray',
  trainFull: 'your train is full (DH-6)',
  nameOpenEnd: 'say which number of the first domino of your train stays open',
  noNumberToLeaveOpen: '{{domino}} has no {{open}} to leave open',
  onlyFirstNamesOpenEnd: 'only the first domino of a train names its open end',
  doesNotMatch: '{{domino}} does not match your open end {{end}} (DH-6)',
  shortNoDiscard: 'you are one domino short: this turn has no discard (DH-9 (b))',
  onlyShortEndsTurn: 'only a player one domino short ends a turn without a discard (DH-9 (b))',
  // DH-9 answering a double
  noLiveDouble: 'there is no live double to answer',
  doubleDoesNotFit: '{{domino}} does not fit your train (DH-9 (a))',
  notAReplacement: '{{domino}} is not a single with a {{number}} (DH-9 (b))',
  mayNotPass: 'you may pass only if you can neither take nor replace {{domino}} (DH-9 (c))',
} as const;

export type Refusal = keyof typeof REFUSALS;

/** The refusal `reason`, with its English message filled in. */
export const refused = refusalsOf(REFUSALS);
