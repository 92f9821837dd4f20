import { SHELF } from '@gameshelf/shelf';
import { parseFlags } from '../args.ts';
import { gameInfo, gameText } from '../describe-game.ts';
import { EXIT, formatError, type Io } from '../io.ts';
import { terminalStyle } from '../style.ts';

export const gamesUsage = 'gameshelf games [--json]';

/** `gameshelf games`: the shelf, with player counts, options and bots. */
export async function gamesCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseFlags(argv, { json: { type: 'boolean' } });
  if (!args.ok) return usageError(io, formatError(args.error), gamesUsage);
  if (args.value.positionals.length > 0) return usageError(io, 'games takes no arguments', gamesUsage);
  if (args.value.values.json) {
    io.out(JSON.stringify(SHELF.map(gameInfo), null, 2));
    return EXIT.ok;
  }
  const style = terminalStyle();
  io.out(SHELF.map((m) => gameText(m, style)).join('\n\n'));
  return EXIT.ok;
}

export function usageError(io: Io, message: string, usage: string): number {
  io.err(message);
  io.err(`usage: ${usage}`);
  return EXIT.usage;
}
