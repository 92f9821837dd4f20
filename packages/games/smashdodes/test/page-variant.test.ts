/**
 * What a web page gets for `#shoot` (the `gameshelf-page` condition of this
 * package's `imports`): the same names as the shots the rules run, each
 * refusing with a clear error, so that a page's bundle holds no physics.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as shoot from '../src/rules/shoot.ts';
import * as elsewhere from '../src/rules/shoot-elsewhere.ts';
import { position } from './helpers.ts';

describe('#shoot on a web page', () => {
  it('has the same names as the rules’ shots, and nothing of the physics', () => {
    expect(Object.keys(elsewhere).sort()).toEqual(Object.keys(shoot).sort());
    const source = readFileSync(resolve(import.meta.dirname, '../src/rules/shoot-elsewhere.ts'), 'utf8');
    expect(source).not.toMatch(/from '\.\.\/physics\//);
    expect(source).not.toMatch(/^import (?!type)/m);
  });

  it('refuses to run a shot, saying where shots run', () => {
    expect(() => elsewhere.physicsOf(position([]))).toThrow(
      /runs in a worker or on the server, not on this page/,
    );
  });

  it('is what the package maps #shoot to for pages, and shoot.ts for everyone else', () => {
    const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../package.json'), 'utf8'));
    expect(pkg.imports['#shoot']).toEqual({
      'gameshelf-page': './src/rules/shoot-elsewhere.ts',
      default: './src/rules/shoot.ts',
    });
  });
});
