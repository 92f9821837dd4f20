/**
 * The difficulty levels a game may offer players, each a bot spec of its
 * own (`GameModule.levels`): the one list every menu, lobby and bot
 * resolver reads, in order from the weakest.
 */
import { isOneOf } from './checked.ts';

export const LEVELS = ['easy', 'medium', 'hard'] as const;

export type Level = (typeof LEVELS)[number];

/** Whether `name` is one of the levels (a bot spec may name one). */
export function isLevel(name: string): name is Level {
  return isOneOf(LEVELS, name);
}

/** The levels a game offers, in order: those its module gives a bot spec for. */
export function offeredLevels(module: { readonly levels?: Readonly<Record<Level, string>> }): Level[] {
  return LEVELS.filter((level) => Boolean(module.levels?.[level]));
}
