/**
 * A game's rules text drawn as headings, paragraphs and lists, in the
 * language shown (English when a language has no words for a key, which the
 * shelf's test forbids). `level` is the headings' level: 2 on the rules
 * page, 3 in the match page's drawer. The worked examples follow the
 * section they belong to.
 */

import { type RulesText, rulesWord } from '@gameshelf/engine/rules-text';
import { isLanguage } from '@gameshelf/engine/translate';
import { useWords } from '../i18n/use-words.ts';
import { RulesExample } from './RulesExample.tsx';

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
            {section.blocks.map((block) => {
              if (block.type === 'paragraph') return <p key={block.key}>{word(block.key)}</p>;
              const items = block.keys.map((key) => <li key={key}>{word(key)}</li>);
              const key = block.keys.join(' ');
              return block.ordered ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>;
            })}
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
