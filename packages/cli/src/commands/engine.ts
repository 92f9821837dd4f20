import { createInterface } from 'node:readline';
import { EXIT, type Io } from '../io.ts';
import { EngineSession } from '../protocol.ts';
import { usageError } from './games.ts';

export const engineUsage = 'gameshelf engine   (then JSON lines on stdin; see the README)';

/** `gameshelf engine`: the JSON-lines protocol on stdin/stdout until end of input. */
export async function engineCommand(argv: readonly string[], io: Io): Promise<number> {
  if (argv.length > 0) return usageError(io, 'engine takes no arguments', engineUsage);
  const session = new EngineSession();
  const rl = createInterface({ input: process.stdin, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of rl) {
    if (line.trim() === '') continue;
    process.stdout.write(`${JSON.stringify(session.handleLine(line))}\n`);
  }
  return EXIT.ok;
}
