/** Which browser the end-to-end tests take (e2e/browser.ts), on made-up machines. */
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, type FoundBrowser, findBrowser, type Probes } from '../e2e/browser.ts';

const PACKAGED: FoundBrowser = {
  executablePath: '/repo/node_modules/.cache/gameshelf-chromium/147.0.0/chromium',
  libraryPath: '/repo/node_modules/.cache/gameshelf-chromium/147.0.0/al2023/lib',
  source: '@sparticuz/chromium 147.0.0',
};

/** A machine with these executables, this environment, and the npm package's Chromium or a reason it has none. */
function machine(
  executables: string[],
  env: NodeJS.ProcessEnv,
  packaged: FoundBrowser | Error = PACKAGED,
): Probes {
  return { env, isExecutable: (path) => executables.includes(path), packaged: async () => packaged };
}

const PATH = '/usr/local/bin:/usr/bin:/opt/google/chrome';

describe('the end-to-end tests’ browser', () => {
  it('is CHROME_PATH when set, before any installed one', async () => {
    const found = await findBrowser(
      machine(['/opt/my/chrome', DEBIAN_CHROMIUM], { CHROME_PATH: '/opt/my/chrome' }),
    );
    expect(found).toEqual({ executablePath: '/opt/my/chrome', libraryPath: null, source: 'CHROME_PATH' });
  });

  it('refuses a CHROME_PATH that is not an executable, rather than take another browser', async () => {
    const probes = machine([DEBIAN_CHROMIUM], { CHROME_PATH: '/nowhere/chrome', PATH });
    await expect(findBrowser(probes)).rejects.toThrow(
      /CHROME_PATH is \/nowhere\/chrome, which is not an executable/,
    );
  });

  it("is Debian's chromium before a Chrome on the PATH", async () => {
    const found = await findBrowser(machine([DEBIAN_CHROMIUM, '/opt/google/chrome/google-chrome'], { PATH }));
    expect(found.executablePath).toBe(DEBIAN_CHROMIUM);
  });

  it('is google-chrome, then chromium-browser, from the PATH, before the npm package', async () => {
    const both = ['/usr/local/bin/chromium-browser', '/opt/google/chrome/google-chrome'];
    expect((await findBrowser(machine(both, { PATH }))).executablePath).toBe(
      '/opt/google/chrome/google-chrome',
    );
    const one = ['/usr/local/bin/chromium-browser'];
    expect(await findBrowser(machine(one, { PATH }))).toEqual({
      executablePath: '/usr/local/bin/chromium-browser',
      libraryPath: null,
      source: 'chromium-browser on the PATH',
    });
  });

  it('is the Chromium the npm package ships when nothing is installed (an empty CHROME_PATH counts as unset)', async () => {
    expect(await findBrowser(machine([], { PATH, CHROME_PATH: '' }))).toEqual(PACKAGED);
  });

  it('fails saying why and how to get one when there is none at all', async () => {
    const probes = machine([], { PATH }, new Error('@sparticuz/chromium is not installed'));
    const failure = findBrowser(probes);
    await expect(failure).rejects.toThrow(
      /No browser for the end-to-end tests \(@sparticuz\/chromium is not installed\)/,
    );
    await expect(failure).rejects.toThrow(/set CHROME_PATH.*apt-get install chromium.*npm ci/);
  });
});
