/**
 * Before each end-to-end file: wait until the server of e2e/global-setup.ts
 * (built and started in the background while other projects' tests ran)
 * serves the app, or throw the reason it could not.
 */
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, inject } from 'vitest';

const WAIT_MS = 170_000;

async function serving(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(5_000) })).ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  const url = inject('baseUrl');
  const failure = inject('e2eFailure');
  const until = Date.now() + WAIT_MS;
  for (;;) {
    if (existsSync(failure)) {
      throw new Error(
        `the end-to-end server could not be built or started:\n${readFileSync(failure, 'utf8')}`,
      );
    }
    if (await serving(url)) return;
    if (Date.now() > until)
      throw new Error(`the end-to-end server at ${url} did not answer in ${WAIT_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}, WAIT_MS + 10_000);
