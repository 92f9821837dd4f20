/**
 * The build's Rapier: the WebAssembly file the web build emits is the very
 * module the package inlines as base64 (so a simulation in the browser is
 * the one Node runs), and the plugin replaces exactly that one inline module.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INLINE_WASM, rapierDist, withWasmFile } from '../../build/rapier-wasm.ts';

const dist = rapierDist();
const code = readFileSync(join(dist, 'rapier.mjs'), 'utf8');

describe("Rapier's WebAssembly as a file", () => {
  it('is byte for byte the module the package inlines as base64', () => {
    const inline = code.match(INLINE_WASM) ?? [];
    expect(inline).toHaveLength(1);
    const base64 = /"([A-Za-z0-9+/=]+)"/.exec(inline[0] ?? '')?.[1] ?? '';
    const file = readFileSync(join(dist, 'rapier_wasm3d_bg.wasm'));
    expect(Buffer.from(base64, 'base64').equals(file)).toBe(true);
  });

  it('replaces the inline module with the address of the file, and nothing else', () => {
    const out = withWasmFile(code, '/x/rapier_wasm3d_bg.wasm');
    expect(out.startsWith('import __rapierWasmUrl from "/x/rapier_wasm3d_bg.wasm?url";\n')).toBe(true);
    expect(out).not.toContain('AGFzbQ');
    expect(out).toContain('module_or_path:__rapierWasmUrl');
    // Everything else is left as it was.
    expect(out.length).toBeLessThan(code.length - 4_000_000);
    // Named twice: imported, and handed to init.
    expect(out.split('__rapierWasmUrl')).toHaveLength(3);
  });

  it('refuses a module without exactly one inline WebAssembly module (the package changed)', () => {
    expect(() => withWasmFile('export const x = 1;', '/x.wasm')).toThrow(
      /expected one inline WebAssembly module, found 0/,
    );
  });
});
