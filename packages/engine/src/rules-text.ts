/**
 * A game's rules as a person reads them (the web's `/rules/<game-id>` page):
 * sections of paragraphs and lists, each a key into the game's own rules
 * words, in every language. Data only: a rules page imports this shape and
 * the game's words, never the game's rules engine.
 */
import type { Language } from './translate.ts';

/**
 * A component of the game as its board draws it: `piece` is the game's own
 * plain data for it (a domino's two numbers, a die's kind), which the web's
 * picture of that game's pieces reads and checks; `key` is its name in words.
 */
export interface RulesPiece {
  readonly key: string;
  readonly piece: unknown;
}

/**
 * One piece of a section: a paragraph; a list (numbered when `ordered`); a
 * row of the game's components, drawn with the board's own pictures and
 * named; or a worked example drawn as a still picture of the game's pieces
 * (`picture.piece`, captioned by `picture.key`), for a position the rules
 * page cannot play from a seed (Smashdodes' physics stays unloaded).
 */
export type RulesBlock =
  | { readonly type: 'paragraph'; readonly key: string }
  | { readonly type: 'list'; readonly ordered: boolean; readonly keys: readonly string[] }
  | { readonly type: 'pieces'; readonly pieces: readonly RulesPiece[] }
  | { readonly type: 'picture'; readonly picture: RulesPiece };

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

/** The keys one block reads. */
function blockKeys(block: RulesBlock): readonly string[] {
  switch (block.type) {
    case 'paragraph':
      return [block.key];
    case 'list':
      return block.keys;
    case 'pieces':
      return block.pieces.map((p) => p.key);
    case 'picture':
      return [block.picture.key];
  }
}

/** Every key a rules text reads (headings included), to check both languages hold them. */
export function rulesKeys(rules: RulesText): readonly string[] {
  return rules.sections
    .flatMap((s) => [`${s.id}.title`, ...s.blocks.flatMap(blockKeys)])
    .concat(rules.examples.map((e) => `examples.${e.id}`));
}

/** Every drawn piece of a section (its components) and of its pictures. */
export function sectionPieces(section: RulesSection): readonly RulesPiece[] {
  return section.blocks.flatMap((b) =>
    b.type === 'pieces' ? b.pieces : b.type === 'picture' ? [b.picture] : [],
  );
}

/** How many worked examples a rules text shows: those played from a seed and those drawn as pictures. */
export function workedExampleCount(rules: RulesText): number {
  const pictures = rules.sections.flatMap((s) => s.blocks.filter((b) => b.type === 'picture'));
  return rules.examples.length + pictures.length;
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
