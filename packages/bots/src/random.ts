import { type Bot, type GameError, ok, type Result } from '@gameshelf/engine';

/** Uniform over the legal moves. The baseline every other bot must beat. */
export const randomBot = (): Result<Bot<unknown, unknown>, GameError> =>
  ok<Bot<unknown, unknown>>({
    name: 'random',
    choose: ({ legal, rng }) => rng.pick(legal),
  });
