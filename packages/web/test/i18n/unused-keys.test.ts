/**
 * No word kept that nothing says: every key of the interface's locale files
 * (`src/locales/en.json`, whose keys Italian shares: locales.test.ts) is
 * written out as a string somewhere in the app's code (`t('notify.title')`,
 * `'web:notify.title'`, a `{ label: 'home.play' }` handed to `t` later), or
 * begins with one of the few prefixes below that the code finishes at run
 * time (`` t(`clock.${kind}`) ``). A plural's forms (`_one`, `_other`) are
 * one key. The code is read with TypeScript's parser, so a key in a comment
 * does not count as used.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { WEB_WORDS } from '../../src/i18n/i18n.ts';

const SRC = resolve(import.meta.dirname, '../../src');

/**
 * Keys the code builds from a value: the fixed start of the template, and
 * where the start leaves more keys than the code builds, the ends it does
 * build. A start must still be written in a template somewhere (the second
 * test), so that one left here after its code went cannot hide dead keys.
 */
const BUILT_AT_RUN_TIME: ReadonlyArray<readonly [start: string, ends?: RegExp]> = [
  // match/errors.ts, errorWords: an error's code, `move/illegal` as `errors.move.illegal`.
  ['errors.'],
  // session/seats.ts, pages/new-game/seats.ts, lab/LabForm.tsx: a bot's level.
  ['level.'],
  // pages/NewGame.tsx: the ways to play (`here`, `online`) and their hints.
  ['newGame.mode.'],
  ['newGame.modeHint.'],
  // lab/LabForm.tsx: the lab's modes and their hints.
  ['lab.mode.'],
  ['lab.modeHint.'],
  // ratings/Profile.tsx: a rating's class of player count.
  ['profile.class.'],
  // lobby/time-control.ts, duration: a duration's units.
  ['clock.', /^[dhms]$/],
  // table/PresencePanel.tsx: a seat's presence other than `here`.
  ['presence.', /^(away|left|open|bot)$/],
];

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key of a locale resource, dotted, a plural's forms as one. */
function keysOf(resource: object, prefix = ''): string[] {
  return Object.entries(resource).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(PLURAL, '')}`;
    return typeof value === 'object' && value !== null ? keysOf(value, `${path}.`) : [path];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The strings written in one file, and the fixed starts of its templates (`` `clock.${kind}` `` gives `clock.`). */
function writtenStrings(file: string, text: string): { whole: string[]; starts: string[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const whole: string[] = [];
  const starts: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) whole.push(node.text);
    else if (ts.isTemplateExpression(node)) starts.push(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  const bare = (s: string) => s.replace(/^web:/, '');
  return { whole: whole.map(bare), starts: starts.map(bare) };
}

/** The keys nothing in the code names, given the strings it writes. */
function unusedKeys(
  keys: readonly string[],
  written: ReadonlySet<string>,
  built: typeof BUILT_AT_RUN_TIME,
): string[] {
  const isBuilt = (key: string) =>
    built.some(([start, ends]) => key.startsWith(start) && (ends?.test(key.slice(start.length)) ?? true));
  return keys.filter((key) => !written.has(key) && !isBuilt(key));
}

const code = sourceFiles(SRC).map((file) => writtenStrings(file, readFileSync(file, 'utf8')));
const written = new Set(code.flatMap((c) => c.whole));
const starts = new Set(code.flatMap((c) => c.starts));

describe("the web interface's words are all used", () => {
  it('every key of the locale files is named in the code or built from a listed prefix', () => {
    const keys = keysOf(WEB_WORDS.en);
    expect(unusedKeys(keys, written, BUILT_AT_RUN_TIME)).toEqual([]);
  });

  it('every listed prefix is still built by a template in the code', () => {
    const stale = BUILT_AT_RUN_TIME.map(([start]) => start).filter((start) => !starts.has(start));
    expect(stale).toEqual([]);
  });

  it('would name a dead key, and count a plural and a built key as used', () => {
    const keys = keysOf({ a: { b: 'B', c: 'C', n_one: 'one', n_other: 'many' }, d: { e: 'E', f: 'F' } });
    expect(keys).toEqual(['a.b', 'a.c', 'a.n', 'a.n', 'd.e', 'd.f']);
    expect(unusedKeys(keys, new Set(['a.b', 'a.n']), [['d.']])).toEqual(['a.c']);
    expect(unusedKeys(keys, new Set(['a.b', 'a.n']), [['d.', /^e$/]])).toEqual(['a.c', 'd.f']);
    const dollar = '$';
    const strings = writtenStrings('x.tsx', `t('web:a.b'); t(\`d.${dollar}{x}\`); <T k="a.c" />; // 'z.z'`);
    expect(strings).toEqual({ whole: ['a.b', 'a.c'], starts: ['d.'] });
  });
});
