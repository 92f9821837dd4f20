/**
 * A game tells its own story (issue #17): each game's scripted game, told by
 * the command line's narration (`tellMatch`, what `play` and `replay` print)
 * with its i18next words, matches the game's transcripts, in English and (its
 * end) in Italian. The web app's test tells the same games and must match the
 * same files. Every word the narration used exists in both languages.
 */
import { type AnyGameModule, type Language, localeKeys, type Translate } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import { playScript, SCRIPTS, transcript, transcriptFile } from '../../shelf/test/narration/scripts.ts';
import { tellMatch } from '../src/narrate.ts';
import { type GameWords, gameWords } from '../src/words.ts';

/** What each scripted game must tell, beside the transcript: the events the issue found missing. */
const EVENTS: Readonly<Record<string, readonly RegExp[]>> = {
  'digit-dash': [/lays down meld 1, /, /lays off .* on meld \d/, /Scores of game 1: /],
  'domino-havoc': [/ wins round 1\.|Round 1 is blocked/, /Penalty points left in the trays: /, /\d+:\d+/],
  digit: [
    /moves a stick from \(\d,\d\)-\(\d,\d\) to .*: the figure now matches card #\d+\./,
    /lays down card #\d+\./,
  ],
  'domino-run': [
    /claims the key \d:\d\./,
    /The enemy knocks the key \d:\d out/,
    /The enemy catches Player 1/,
    /Player 1 (must give up a treasure|loses a bonus die)\./,
    /The turn limit is reached/,
  ],
  smashdodes: [/The D20 roll-off: /, /first touches /],
};

/** The words, recording every key the narration asks for. */
function recorded(words: GameWords, used: Set<string>): GameWords {
  const t: Translate = (key, values) => {
    used.add(typeof values?.count === 'number' ? `${key}#plural` : key);
    return words.t(key, values);
  };
  return { ...words, t };
}

function tell(
  module: AnyGameModule,
  script: (typeof SCRIPTS)[number],
  language: Language,
  used = new Set<string>(),
) {
  const { match } = playScript(script);
  return tellMatch(module, match, { viewer: script.viewer }, 0, recorded(gameWords(module, language), used));
}

describe.each(SCRIPTS)('the story of $id', (script) => {
  const { module } = playScript(script);

  it('told in English matches its transcript, with the events the game must tell', async () => {
    const text = transcript(tell(module, script, 'en'));
    for (const event of EVENTS[script.id] ?? []) expect(text).toMatch(event);
    await expect(text).toMatchFileSnapshot(transcriptFile(script.id, 'en'));
  });

  it('told in Italian matches its transcript (the end of the game)', async () => {
    const told = tell(module, script, 'it');
    await expect(transcript(told.slice(-script.italian))).toMatchFileSnapshot(
      transcriptFile(script.id, 'it'),
    );
  });

  it('uses only words that both languages have', () => {
    const used = new Set<string>();
    tell(module, script, 'en', used);
    tell(module, script, 'it', used);
    expect(used.size).toBeGreaterThan(0);
    for (const language of ['en', 'it'] as const) {
      const keys = new Set(localeKeys(module.locales[language]));
      const missing = [...used].filter((key) =>
        key.endsWith('#plural')
          ? !['one', 'other'].every((form) => keys.has(`${key.slice(0, -'#plural'.length)}_${form}`))
          : !keys.has(key),
      );
      expect(missing, `${script.id} ${language}`).toEqual([]);
    }
  });
});
