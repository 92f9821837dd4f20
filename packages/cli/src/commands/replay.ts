import { CHANCE, replayRecord, type Viewer } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { parseCount, parseFlags } from '../args.ts';
import { EXIT, formatError, type Io } from '../io.ts';
import { loadRecord } from '../records.ts';
import { resultText } from '../result-text.ts';
import { terminalStyle } from '../style.ts';
import { usageError } from './games.ts';

export const replayUsage = 'gameshelf replay <record.json> [--step] [--as PLAYER]';

/**
 * `gameshelf replay`: checks a record move by move through the rules and
 * shows the game. A corrupt or tampered record is refused, naming its first
 * bad move. The table is shown as a spectator sees it, or as `--as N` (1-based) saw it.
 */
export async function replayCommand(argv: readonly string[], io: Io): Promise<number> {
  const args = parseFlags(argv, { step: { type: 'boolean' }, as: { type: 'string' } });
  if (!args.ok) return usageError(io, formatError(args.error), replayUsage);
  const { positionals, values } = args.value;
  if (positionals.length !== 1) return usageError(io, 'name one record file', replayUsage);
  const loaded = await loadRecord(positionals[0] as string);
  if (!loaded.ok) {
    io.err(formatError(loaded.error));
    return EXIT.failed;
  }
  const record = loaded.value;
  const found = findGame(record.game);
  if (!found.ok) {
    io.err(formatError(found.error));
    return EXIT.failed;
  }
  const asPlayer = parseCount(values.as as string | undefined, '--as', 1, record.players);
  if (!asPlayer.ok) return usageError(io, formatError(asPlayer.error), replayUsage);
  const viewer: Viewer = asPlayer.value === undefined ? 'spectator' : asPlayer.value - 1;
  const module = found.value;
  const replayed = replayRecord(module.game, record);
  if (!replayed.ok) {
    io.err(formatError(replayed.error));
    return EXIT.failed;
  }
  const style = terminalStyle();
  const names = Array.from({ length: record.players }, (_, i) => {
    const seat = record.seats?.[i];
    return seat ? `P${i + 1} (${seat.kind})` : `P${i + 1}`;
  });
  io.out(
    `${style.bold(module.game.name)}: ${record.players} players, seed ${String(record.seed)}, ${record.moves.length} moves (engine ${record.engineVersion}); the record checks out.`,
  );
  const match = replayed.value;
  for (const [index, { player, move }] of match.log.entries()) {
    const text = module.text.describe(move, player, style);
    const line = player === CHANCE ? `${style.gray('·')} ${text}` : `${names[player] as string}: ${text}`;
    io.out(`${String(index + 1).padStart(4)}. ${line}`);
    if (values.step) {
      io.out(module.text.render(module.game.view(match.stateAt(index + 1), viewer), style));
      const answer = await io.ask(style.gray('Enter for the next move, q to stop: '));
      if (answer === null || answer.trim() === 'q') return EXIT.ok;
    }
  }
  io.out('');
  io.out(module.text.render(match.view(viewer), style));
  const result = match.result();
  io.out(result ? resultText(result, names, style) : 'The game was not finished.');
  return EXIT.ok;
}
