/**
 * Icons are SVG (kit/icons.tsx), never characters such as ⏮ ✓ ↻ ★ that
 * show as empty boxes where a font lacks them: an icon with words of its own
 * is an image named by them, one beside words is hidden from screen
 * readers; and no text the app shows (its code's strings and JSX, its
 * locale files) holds such a character.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { Icon } from '../../src/kit/icons.tsx';

const SRC = resolve(import.meta.dirname, '../../src');
/** Characters used as icons: media controls, ticks and crosses, turning arrows, stars, pointing arrows. */
const GLYPH = /[⏪-⏺▶◀✓✔✕✖✗✘↺↻⟲⟳★☆←⬅]/u;

function files(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

/** The glyphs in a source file's strings, templates and JSX text (its comments may name them). */
function glyphsIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const shown =
      ts.isJsxText(node) ||
      ts.isStringLiteralLike(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
        ? node.text
        : '';
    if (GLYPH.test(shown)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${relative(SRC, file)}:${line + 1} ${JSON.stringify(shown.trim())}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('icons', () => {
  it('an icon with words is an image named by them; one without is hidden from screen readers', () => {
    const { container } = render(
      <p>
        <Icon name="check" label="on" /> <Icon name="clockwise" />
      </p>,
    );
    expect(screen.getByRole('img', { name: 'on' }).tagName.toLowerCase()).toBe('svg');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    const svgs = container.querySelectorAll('svg');
    expect(svgs[1]?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent?.trim()).toBe('');
  });

  it('no text of the app uses a character as an icon', () => {
    const code = files(SRC, /\.tsx?$/).flatMap((file) => glyphsIn(file, readFileSync(file, 'utf8')));
    const words = files(SRC, /\.json$/).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (GLYPH.test(line) ? [`${relative(SRC, file)}:${i + 1}`] : [])),
    );
    expect([...code, ...words]).toEqual([]);
  });

  it('finds a glyph in JSX, a string or a template, not in a comment', () => {
    const found = glyphsIn(
      join(SRC, 'x.tsx'),
      `// ⏮ in a comment
       const a = <b>{turn} ↻</b>;
       const b = on ? '✓' : \`\${n} ★\`;
       const c = '3 → 5';`,
    );
    expect(found).toEqual(['x.tsx:2 "↻"', 'x.tsx:3 "✓"', 'x.tsx:3 "★"']);
  });
});
