import type { TextStyle } from '@gameshelf/engine';
import { PLAIN_STYLE } from '@gameshelf/engine';
import pc from 'picocolors';

/** Colours on a terminal that wants them (respects NO_COLOR and FORCE_COLOR via picocolors). */
export function terminalStyle(stream: NodeJS.WriteStream = process.stdout): TextStyle {
  if (!stream.isTTY || !pc.isColorSupported) return PLAIN_STYLE;
  return {
    bold: pc.bold,
    dim: pc.dim,
    red: pc.red,
    green: pc.green,
    yellow: pc.yellow,
    blue: pc.blue,
    magenta: pc.magenta,
    cyan: pc.cyan,
    gray: pc.gray,
    inverse: pc.inverse,
  };
}
