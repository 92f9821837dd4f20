/**
 * The end of a game at the terminal shows what the web app's result screen
 * shows (issue #17): how the game ended in its own words and the reader's
 * language (the narration of the log's last entry), and every seat's score by
 * its name; never the rules' `result.summary`, which is English and cites
 * rulings (Digit Dash's "blocked (DD-11)").
 */
import { PLAIN_STYLE } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { playScript, SCRIPTS } from '../../shelf/test/narration/scripts.ts';
import { endStory, tellMatch } from '../src/narrate.ts';
import { resultText } from '../src/result-text.ts';
import { gameWords } from '../src/words.ts';

const RULING = /\b(DD|DH|DG|DR|SD)-\d/;

/** The scripted games that end (Smashdodes' stops before its end). */
const ENDED = SCRIPTS.filter((script) => playScript(script).match.result() !== null);
/** Any game's words carry the shared ones: Digit Dash's here. */
const found = findGame('digit-dash');
if (!found.ok) throw new Error(found.error.message);
const SHARED = found.value;

it('four of the scripted games end', () => {
  expect(ENDED.map((s) => s.id)).toEqual(['digit-dash', 'domino-havoc', 'digit', 'domino-run']);
});

describe.each(ENDED)('the end of $id at the terminal', (script) => {
  const { module, match } = playScript(script);
  const result = match.result();

  it('is told in the game words of the language chosen, with the seats by name, and no summary', () => {
    if (result === null) throw new Error(`${script.id}: the scripted game must end`);
    for (const language of ['en', 'it'] as const) {
      const words = gameWords(module, language);
      const seen = { viewer: script.viewer };
      const names = words.seats(match.players);
      const story = endStory(module, match, seen, words);
      // The story is the last log entry, as the whole log tells it.
      expect(story).toEqual(tellMatch(module, match, seen, 0, words).at(-1)?.lines);
      expect(story.length).toBeGreaterThan(0);
      const text = resultText(result, names, PLAIN_STYLE, story, words.shelf);
      const lines = text.split('\n');
      expect(lines[0]).toBe(language === 'en' ? 'Game over.' : 'Partita finita.');
      const wins = language === 'en' ? ' wins' : ' vince';
      expect(lines.slice(1, 1 + story.length)).toEqual(story.map((line) => `  ${line}`));
      result.scores.forEach((score, p) => {
        const star = result.winners.includes(p) ? '★' : ' ';
        expect(lines).toContain(`  ${star} ${names[p]}: ${score}${star === '★' ? wins : ''}`);
      });
      expect(text).not.toMatch(RULING);
      if (result.summary) expect(text).not.toContain(result.summary);
    }
    expect(gameWords(module, 'it').seats(2)).toEqual(['Giocatore 1', 'Giocatore 2']);
  });
});

describe('the end of a game', () => {
  const en = gameWords(SHARED, 'en').shelf;
  it('says so when nobody wins, and stars every winner of a shared win', () => {
    const names = ['Player 1', 'Player 2', 'Player 3'];
    expect(
      resultText({ scores: [3, 1], winners: [], summary: 'blocked (DD-11)' }, names, PLAIN_STYLE, [], en),
    ).toBe(['Game over.', '    Player 1: 3', '    Player 2: 1', '  Nobody wins.'].join('\n'));
    expect(resultText({ scores: [2, 2, 0], winners: [0, 1] }, names, PLAIN_STYLE, ['It ends.'], en)).toBe(
      ['Game over.', '  It ends.', '  ★ Player 1: 2 wins', '  ★ Player 2: 2 wins', '    Player 3: 0'].join(
        '\n',
      ),
    );
  });

  it('is in Italian when the reader reads Italian', () => {
    const it_ = gameWords(SHARED, 'it').shelf;
    const names = ['Giocatore 1', 'Giocatore 2'];
    expect(resultText({ scores: [3, 1], winners: [], summary: 'x' }, names, PLAIN_STYLE, [], it_)).toBe(
      ['Partita finita.', '    Giocatore 1: 3', '    Giocatore 2: 1', '  Non vince nessuno.'].join('\n'),
    );
    expect(resultText({ scores: [3, 1], winners: [0] }, names, PLAIN_STYLE, [], it_)).toBe(
      ['Partita finita.', '  ★ Giocatore 1: 3 vince', '    Giocatore 2: 1'].join('\n'),
    );
  });
});
