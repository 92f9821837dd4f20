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

/**
 * A worked example: a position built by the game's own rules (a seed, the
 * options and a few moves played from the setup), drawn read-only with the
 * board the match page uses, after the section `section`, captioned by the
 * word at `examples.<id>`. Moves are raw data, checked by the engine when the
 * example is played (a test in the game's folder plays every one).
 */
export interface RulesExample {
  readonly id: string;
  readonly section: string;
  readonly seed: number;
  readonly players: number;
  readonly moves: readonly { readonly player: number; readonly move: unknown }[];
}

/** Nested words, as in a locale file. */
export interface RulesWords {
  readonly [key: string]: string | RulesWords;
}

export interface RulesText {
  readonly sections: readonly RulesSection[];
  readonly examples: readonly RulesExample[];
  readonly words: Readonly<Record<Language, RulesWords>>;
}

/** Every key a rules text reads (headings included), to check both languages hold them. */
export function rulesKeys(rules: RulesText): readonly string[] {
  return rules.sections
    .flatMap((s) => [
      `${s.id}.title`,
      ...s.blocks.flatMap((b) => (b.type === 'paragraph' ? [b.key] : b.keys)),
    ])
    .concat(rules.examples.map((e) => `examples.${e.id}`));
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
