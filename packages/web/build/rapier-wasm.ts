/**
 * Rapier's WebAssembly as a file of its own in the web build.
 *
 * Smashdodes simulates with `@dimforge/rapier3d-deterministic-compat`, whose
 * one module carries Rapier's 3.1 MB of WebAssembly inline as base64 (4.1 MB
 * of script that no browser can compile while it downloads, and that
 * compresses badly). The package also ships the very same bytes as
 * `rapier_wasm3d_bg.wasm` (the tests check they are identical, so the
 * simulation is the same bit for bit). This plugin rewrites the one place the
 * module hands the base64 bytes to wasm-bindgen's `init`: it hands it the
 * address of that file instead, which the build emits as a hashed asset
 * (cached immutably by the server, served precompressed as
 * `application/wasm`), and wasm-bindgen then compiles it while it streams
 * (`WebAssembly.instantiateStreaming`). Node (the server, the CLI, the tests)
 * keeps loading the package as it is.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const PACKAGE = '@dimforge/rapier3d-deterministic-compat';

/** The package's folder of built files (`dist/`), found as Node finds the package. */
export function rapierDist(): string {
  return dirname(createRequire(import.meta.url).resolve(PACKAGE));
}

/** `init`'s argument in the package's module: the inline WebAssembly, decoded from base64 into bytes. */
export const INLINE_WASM = /\b[A-Za-z_$][\w$]*\.toByteArray\("AGFzbQ[A-Za-z0-9+/=]+"\)\.buffer/g;

/** The module's code with the inline bytes replaced by the file's address; throws if the module is not as expected. */
export function withWasmFile(code: string, wasmFile: string): string {
  const found = code.match(INLINE_WASM) ?? [];
  if (found.length !== 1)
    throw new Error(
      `${PACKAGE}: expected one inline WebAssembly module, found ${found.length} (has the package changed?)`,
    );
  return `import __rapierWasmUrl from ${JSON.stringify(`${wasmFile}?url`)};\n${code.replace(INLINE_WASM, '__rapierWasmUrl')}`;
}

export function rapierWasmFile(): Plugin {
  const dist = rapierDist();
  const wasm = join(dist, 'rapier_wasm3d_bg.wasm');
  const module = join(dist, 'rapier.mjs');
  return {
    name: 'gameshelf:rapier-wasm-file',
    enforce: 'pre',
    transform(code, id) {
      if (id.split('?')[0] !== module) return null;
      return { code: withWasmFile(code, wasm), map: null };
    },
    buildStart() {
      // Fail early, with a clear message, if the package no longer ships the file.
      readFileSync(wasm, { flag: 'r' }).subarray(0, 4);
    },
  };
}
