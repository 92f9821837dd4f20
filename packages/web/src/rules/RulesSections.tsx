/**
 * A game's rules text drawn as headings, paragraphs and lists, in the
 * language shown (English when a language has no words for a key, which the
 * shelf's test forbids). `level` is the headings' level: 2 on the rules
 * page, 3 in the match page's drawer. Components are drawn with the
 * board's own pictures (`RulesPieces`); the worked examples follow the
 * section they belong to.
 */

import { type RulesBlock, type RulesText, rulesWord } from '@gameshelf/engine/rules-text';
import { isLanguage } from '@gameshelf/engine/translate';
import { useWords } from '../i18n/use-words.ts';
import { RulesExample } from './RulesExample.tsx';
import { RulesPicture, RulesPieces } from './RulesPieces.tsx';

export function RulesSections({
  game,
  rules,
  level,
  idPrefix,
}: {
  game: string;
  rules: RulesText;
  level: 2 | 3;
  idPrefix: string;
}) {
  const { language } = useWords();
  const words = rules.words[isLanguage(language) ? language : 'en'];
  const word = (key: string) => rulesWord(words, key) ?? rulesWord(rules.words.en, key) ?? key;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      {rules.sections.map((section) => {
        const headingId = `${idPrefix}-${section.id}`;
        return (
          <section key={section.id} className="rules-section" aria-labelledby={headingId}>
            <Heading id={headingId}>{word(`${section.id}.title`)}</Heading>
            {section.blocks.map((block) => (
              <Block key={blockKey(block)} game={game} block={block} word={word} />
            ))}
            {rules.examples
              .filter((example) => example.section === section.id)
              .map((example) => (
                <RulesExample
                  key={example.id}
                  game={game}
                  example={example}
                  caption={word(`examples.${example.id}`)}
                />
              ))}
          </section>
        );
      })}
    </>
  );
}

/** A block's React key among its section's: the keys of its words. */
function blockKey(block: RulesBlock): string {
  if (block.type === 'paragraph') return block.key;
  if (block.type === 'list') return block.keys.join(' ');
  if (block.type === 'pieces') return block.pieces.map((p) => p.key).join(' ');
  return block.picture.key;
}

function Block({ game, block, word }: { game: string; block: RulesBlock; word: (key: string) => string }) {
  if (block.type === 'paragraph') return <p>{word(block.key)}</p>;
  if (block.type === 'pieces') return <RulesPieces game={game} pieces={block.pieces} word={word} />;
  if (block.type === 'picture')
    return <RulesPicture game={game} picture={block.picture} caption={word(block.picture.key)} />;
  const items = block.keys.map((key) => <li key={key}>{word(key)}</li>);
  return block.ordered ? <ol>{items}</ol> : <ul>{items}</ul>;
}
