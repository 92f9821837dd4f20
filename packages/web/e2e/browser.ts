/**
 * Which browser the end-to-end tests drive, looked for in this order:
 * `CHROME_PATH`; Debian's Chromium (`/usr/bin/chromium`); a Chrome or
 * Chromium on the PATH; and otherwise the Chromium that the npm package
 * `@sparticuz/chromium` ships inside itself (see packaged-chromium.ts), so
 * that `npm ci && npm test` needs no browser installed. No test is skipped
 * for want of a browser: when none can be had, the run fails saying how to
 * get one. global-setup.ts looks once per run and hands the answer to the
 * test files.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { packagedChromium } from './packaged-chromium.ts';

export interface FoundBrowser {
  readonly executablePath: string;
  /** The folder of shared libraries it brings along (put first on LD_LIBRARY_PATH), if any. */
  readonly libraryPath: string | null;
  /** Where it was found, for failure messages. */
  readonly source: string;
}

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** Names an installed Chrome or Chromium goes by on the PATH. */
export const ON_PATH = ['google-chrome', 'google-chrome-stable', 'chromium-browser', 'chromium'] as const;

export const HOW_TO_GET_ONE =
  'set CHROME_PATH to a Chrome or Chromium executable, install one (Debian: apt-get install chromium), ' +
  'or run `npm ci` on Linux x64 so that @sparticuz/chromium (a devDependency of @gameshelf/web) provides one';

/** What the search looks at: the real machine unless a test says otherwise. */
export interface Probes {
  readonly env: NodeJS.ProcessEnv;
  isExecutable(path: string): boolean;
  /** The npm package's Chromium, unpacked and ready; or why it cannot be had here. */
  packaged(): Promise<FoundBrowser | Error>;
}

function isExecutableFile(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

const MACHINE: Probes = {
  env: process.env,
  isExecutable: isExecutableFile,
  packaged: async () => {
    const found = await packagedChromium();
    if (found instanceof Error) return found;
    const { executablePath, libraryPath, version } = found;
    return { executablePath, libraryPath, source: `@sparticuz/chromium ${version}` };
  },
};

export async function findBrowser(probes: Probes = MACHINE): Promise<FoundBrowser> {
  const chosen = probes.env.CHROME_PATH;
  if (chosen !== undefined && chosen !== '') {
    // Asked for by name: a wrong path is a mistake to report, not a reason to take another browser.
    if (probes.isExecutable(chosen))
      return { executablePath: chosen, libraryPath: null, source: 'CHROME_PATH' };
    throw new Error(`CHROME_PATH is ${chosen}, which is not an executable file: ${HOW_TO_GET_ONE}`);
  }
  if (probes.isExecutable(DEBIAN_CHROMIUM))
    return { executablePath: DEBIAN_CHROMIUM, libraryPath: null, source: "Debian's chromium" };
  const dirs = (probes.env.PATH ?? '').split(delimiter).filter((dir) => dir !== '');
  for (const name of ON_PATH) {
    for (const dir of dirs) {
      const path = join(dir, name);
      if (probes.isExecutable(path))
        return { executablePath: path, libraryPath: null, source: `${name} on the PATH` };
    }
  }
  const packaged = await probes.packaged();
  if (packaged instanceof Error)
    throw new Error(`No browser for the end-to-end tests (${packaged.message}): ${HOW_TO_GET_ONE}`);
  return packaged;
}
