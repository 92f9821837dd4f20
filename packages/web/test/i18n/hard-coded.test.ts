/**
 * No words written into the interface's code: every `.ts` and `.tsx` file
 * of the app is read with TypeScript's parser, and any text between JSX
 * tags, any literal string given to an attribute a person reads or hears
 * (`aria-label`, `title`, `alt`, `placeholder`, a `label` prop), or set as
 * an object's `label`, `hint` or `title` (an action bar's buttons), that
 * holds a word fails here: it belongs in a locale file. Symbols, numbers and
 * punctuation (`×`, `→`, `·`, `—`) are not words, nor is the text of a
 * `<code>` element (a command-line flag).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const READ = new Set([
  'aria-label',
  'aria-description',
  'title',
  'alt',
  'placeholder',
  'label',
  'rematchLabel',
]);
/** Object properties that end up on screen. */
const SHOWN = new Set(['label', 'hint', 'title']);
/** A word: two letters in a row (so `x`, `P` and `mm` units aside, `s` in `rad/s` too). */
const WORD = /\p{L}{2,}/u;
/** Units and symbols that are the same in every language. */
const SAME_EVERYWHERE = new Set(['mm', 'mm/s', 'rad/s', 'DIGIT']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const inCode = (node: ts.Node) =>
  ts.isJsxElement(node.parent) && node.parent.openingElement.tagName.getText() === 'code';

/** The words written into one file's JSX, each with its line. */
function writtenWords(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, words: string) => {
    const trimmed = words.trim();
    if (!WORD.test(trimmed) || SAME_EVERYWHERE.has(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    found.push(`${relative(SRC, file)}:${line + 1} ${JSON.stringify(trimmed)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && !inCode(node)) report(node, node.text);
    if (ts.isPropertyAssignment(node) && SHOWN.has(node.name.getText(source)))
      if (ts.isStringLiteralLike(node.initializer)) report(node, node.initializer.text);
    if (ts.isJsxExpression(node) && node.expression && ts.isStringLiteralLike(node.expression))
      if (!ts.isJsxAttribute(node.parent)) report(node, node.expression.text);
    if (ts.isJsxAttribute(node) && READ.has(node.name.getText(source)) && node.initializer) {
      const value = node.initializer;
      const inner = ts.isJsxExpression(value) ? value.expression : undefined;
      if (ts.isStringLiteral(value)) report(node, value.text);
      else if (inner && ts.isStringLiteralLike(inner)) report(node, inner.text);
      else if (inner && ts.isTemplateExpression(inner)) report(node, inner.head.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('words in the code', () => {
  it('no file of the app writes a word a person reads into its JSX or an action', () => {
    const found = sourceFiles(SRC).flatMap((file) => writtenWords(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a word between tags and in an aria-label, not a symbol', () => {
    const found = writtenWords(
      join(SRC, 'x.tsx'),
      `const a = <p aria-label="Your hand" title={'x'}>Hello <b>·</b> {'there'} {n}× <code>--seed</code></p>;
       const b = { key: 'clear', label: 'Cancel' };`,
    );
    expect(found).toEqual(['x.tsx:1 "Your hand"', 'x.tsx:1 "Hello"', 'x.tsx:1 "there"', 'x.tsx:2 "Cancel"']);
  });
});
