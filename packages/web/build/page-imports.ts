/**
 * Pages and workers of the web app may get different files for one import.
 *
 * A package says so in its own `package.json`, with Node's subpath imports
 * and a condition of ours, `gameshelf-page`:
 *
 *   "imports": { "#shoot": { "gameshelf-page": "./src/rules/shoot-elsewhere.ts",
 *                            "default": "./src/rules/shoot.ts" } }
 *
 * Node, the tests and the app's workers take `default`; this plugin, in the
 * build of the pages only (not in `worker.plugins`), takes `gameshelf-page`.
 * Smashdodes uses it so that no page bundles Rapier: its shots run in
 * workers and on the server (packages/games/smashdodes/src/rules/shoot-elsewhere.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const PAGE_CONDITION = 'gameshelf-page';

/** The file a package's `imports` map gives a page for `specifier`, relative to the package; null when it names none. */
export function pageTarget(imports: unknown, specifier: string): string | null {
  if (typeof imports !== 'object' || imports === null) return null;
  const entry: unknown = Object.entries(imports).find(([key]) => key === specifier)?.[1];
  if (typeof entry !== 'object' || entry === null) return null;
  const target: unknown = Object.entries(entry).find(([key]) => key === PAGE_CONDITION)?.[1];
  return typeof target === 'string' ? target : null;
}

/** The folder of the nearest package.json above a file, and its `imports`. */
function packageOf(file: string, cache: Map<string, { dir: string; imports: unknown } | null>) {
  let dir = dirname(file);
  for (;;) {
    const known = cache.get(dir);
    if (known !== undefined) return known;
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      const imports =
        typeof parsed === 'object' && parsed !== null && 'imports' in parsed ? parsed.imports : null;
      const found = { dir, imports };
      cache.set(dir, found);
      return found;
    }
    const up = dirname(dir);
    if (up === dir) return null;
    dir = up;
  }
}

export function pageImports(): Plugin {
  const cache = new Map<string, { dir: string; imports: unknown } | null>();
  return {
    name: 'gameshelf:page-imports',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!source.startsWith('#') || importer === undefined) return null;
      const pkg = packageOf(importer.split('?')[0] ?? importer, cache);
      if (!pkg) return null;
      const target = pageTarget(pkg.imports, source);
      return target === null ? null : resolve(pkg.dir, target);
    },
  };
}
