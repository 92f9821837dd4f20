/**
 * A game's rules as a person reads them (the web's `/rules/<game-id>` page):
 * sections of paragraphs and lists, each a key into the game's own rules
 * words, in every language. Data only: a rules page imports this shape and
 * the game's words, never the game's rules engine.
 */
import type { Language } from './translate.ts';

/** One piece of a section: a paragraph, or a list (numbered when `ordered`). */
export type RulesBlock =
  | { readonly type: 'paragraph'; readonly key: string }
  | { readonly type: 'list'; readonly ordered: boolean; readonly keys: readonly string[] };

/** A section; its heading is the word at `<id>.title`. */
export interface RulesSection {
  readonly id: string;
  readonly blocks: readonly RulesBlock[];
}

/** Nested words, as in a locale file. */
export interface RulesWords {
  readonly [key: string]: string | RulesWords;
}

export interface RulesText {
  readonly sections: readonly RulesSection[];
  readonly words: Readonly<Record<Language, RulesWords>>;
}

/** Every key a rules text reads (headings included), to check both languages hold them. */
export function rulesKeys(rules: RulesText): readonly string[] {
  return rules.sections.flatMap((s) => [
    `${s.id}.title`,
    ...s.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.key] : b.keys)),
  ]);
}

/** The word at a dotted key, or undefined when it is missing. */
export function rulesWord(words: RulesWords, key: string): string | undefined {
  let at: string | RulesWords | undefined = words;
  for (const part of key.split('.')) {
    if (at === undefined || typeof at === 'string') return undefined;
    at = at[part];
  }
  return typeof at === 'string' ? at : undefined;
}
