import { createInterface } from 'node:readline';
import type { Io } from './io.ts';

/** The real terminal: stdout, stderr, and lines from stdin (a TTY or a pipe). */
export function terminalIo(): Io & { close(): void } {
  let lines: AsyncIterator<string> | null = null;
  let rl: ReturnType<typeof createInterface> | null = null;
  return {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    interactive: Boolean(process.stdin.isTTY),
    async ask(prompt) {
      if (!rl || !lines) {
        rl = createInterface({ input: process.stdin, terminal: false });
        lines = rl[Symbol.asyncIterator]();
      }
      process.stdout.write(prompt);
      const next = await lines.next();
      // A piped answer is not echoed by a terminal: echo it, so transcripts read well.
      if (!process.stdin.isTTY) process.stdout.write(next.done ? '\n' : `${next.value}\n`);
      return next.done ? null : next.value;
    },
    close() {
      rl?.close();
    },
  };
}
