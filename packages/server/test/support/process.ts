/** A server in its own process (as `npm start` runs it), for the crash and multi-process tests. */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { UNLIMITED } from './server.ts';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything it printed, for failure messages. */
  output(): string;
  /** Sends the signal and resolves with how the process ended. */
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', BOT_DELAY_MS: '0', ...UNLIMITED, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const kill = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /Gameshelf server on (http:\/\/\S+)/.exec(output);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve({ url: found[1], child, output: () => output, kill });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before starting:\n${output}`));
    });
  });
}
