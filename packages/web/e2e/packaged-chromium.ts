/**
 * The Chromium that the npm package `@sparticuz/chromium` ships inside itself
 * (a headless shell for Linux x64, brotli-compressed), unpacked once per
 * version into node_modules/.cache/gameshelf-chromium/<version>/.
 *
 * The package unpacks into the system's temporary folder, where a half-written
 * binary left by an interrupted run, or another version's, would be taken as
 * ready. So it unpacks in a child process whose TMPDIR is a fresh folder of
 * ours, which is then renamed into place whole: the cache holds complete
 * browsers only. The child also claims to be on Amazon Linux 2023
 * (AWS_LAMBDA_JS_RUNTIME), the one case in which the package unpacks the
 * shared libraries it brings (NSS, NSPR, expat): the browser then runs with
 * those first on LD_LIBRARY_PATH and needs nothing from the machine but
 * the C library.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

const PACKAGE = '@sparticuz/chromium';
const CACHE = resolve(import.meta.dirname, '../../../node_modules/.cache/gameshelf-chromium');
const UNPACK = `const { default: chromium } = await import('${PACKAGE}'); console.log(await chromium.executablePath());`;

function installedVersion(): string | Error {
  const require = createRequire(import.meta.url);
  let entry: string;
  try {
    entry = require.resolve(PACKAGE);
  } catch {
    return new Error(`${PACKAGE} is not installed`);
  }
  // The entry is <package>/build/cjs/index.cjs; its package.json is not exported, so read it from the folder.
  const manifest = JSON.parse(readFileSync(resolve(entry, '../../../package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

async function unpackInto(folder: string): Promise<void> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', UNPACK], {
    cwd: import.meta.dirname,
    env: { ...process.env, TMPDIR: folder, AWS_LAMBDA_JS_RUNTIME: 'nodejs20.x' },
    timeout: 180_000,
  });
  if (stdout.trim() !== join(folder, 'chromium')) throw new Error(`${PACKAGE} unpacked to ${stdout.trim()}`);
}

export interface PackagedChromium {
  readonly version: string;
  readonly executablePath: string;
  /** Its own shared libraries, to put first on LD_LIBRARY_PATH. */
  readonly libraryPath: string;
}

export async function packagedChromium(): Promise<PackagedChromium | Error> {
  if (process.platform !== 'linux' || process.arch !== 'x64')
    return new Error(
      `${PACKAGE} ships Chromium for Linux x64 only, and this is ${process.platform} ${process.arch}`,
    );
  const version = installedVersion();
  if (version instanceof Error) return version;
  const folder = join(CACHE, version);
  const found: PackagedChromium = {
    version,
    executablePath: join(folder, 'chromium'),
    libraryPath: join(folder, 'al2023', 'lib'),
  };
  if (existsSync(found.executablePath)) return found;
  mkdirSync(CACHE, { recursive: true });
  const staging = mkdtempSync(join(CACHE, `${version}-unpacking-`));
  try {
    await unpackInto(staging);
    renameSync(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    // Another run may have renamed its copy into place first: that one is complete.
    if (existsSync(found.executablePath)) return found;
    return new Error(
      `could not unpack ${PACKAGE} ${version}: ${error instanceof Error ? error.message : error}`,
    );
  }
  return found;
}
