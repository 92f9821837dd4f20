/** The log in words, through the game's own `text.describe`; a line it cannot read never breaks the page. */
import { type AnyGameModule, PLAIN_STYLE } from '@gameshelf/engine';
import type { LogLine } from '../games/board.ts';
import type { RawLogEntry } from '../session/table.ts';

export function describeLog(module: AnyGameModule, log: readonly RawLogEntry[]): LogLine[] {
  return log.map((entry) => {
    let text: string;
    try {
      text = module.text.describe(entry.move, entry.player, PLAIN_STYLE);
    } catch {
      text = `${entry.player === 'chance' ? 'chance' : `P${entry.player + 1}`} made a move`;
    }
    return { ...entry, text };
  });
}
