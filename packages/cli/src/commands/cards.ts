import { findGame } from '@gameshelf/shelf';
import { onlyPositional, parseFlags } from '../args.ts';
import { EXIT, formatError, type Io } from '../io.ts';
import { terminalStyle } from '../style.ts';
import { usageError } from './games.ts';

export const cardsUsage = 'gameshelf cards <game> [--json]';

/** `gameshelf cards`: a card game's deck, as JSON or drawn. */
export async function cardsCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseFlags(argv, { json: { type: 'boolean' } });
  if (!args.ok) return usageError(io, formatError(args.error), cardsUsage);
  const { positionals, values } = args.value;
  const target = onlyPositional(positionals);
  if (target === undefined) return usageError(io, 'name one game', cardsUsage);
  const found = findGame(target);
  if (!found.ok) return usageError(io, formatError(found.error), cardsUsage);
  const cards = found.value.cards;
  if (!cards)
    return usageError(
      io,
      `error [input/invalid]: ${found.value.game.name} is not played with cards`,
      cardsUsage,
    );
  io.out(values.json ? JSON.stringify(cards.json()) : cards.render(terminalStyle()));
  return EXIT.ok;
}
