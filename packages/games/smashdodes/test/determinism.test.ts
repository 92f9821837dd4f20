/**
 * SD-1: the same shot from the same position gives a bit-identical world,
 * here in two separate processes (each with its own Rapier instance).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { finalWorldHash } from './fixtures/shot-hash.ts';

describe('SD-1 determinism', () => {
  it('SD-1 the same shots give a bit-identical final world in another process', () => {
    const here = finalWorldHash();
    expect(here.inPlay).toBeGreaterThan(3);
    const script = fileURLToPath(new URL('./fixtures/shot-hash.ts', import.meta.url));
    const output = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    const there = JSON.parse(output.trim().split('\n').at(-1) as string);
    expect(there).toEqual(here);
  });
});
