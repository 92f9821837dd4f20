/**
 * The language of a game's words at the terminal (issue #17): English by
 * default, Italian with `--lang it` or an Italian locale; and the log told
 * in those words by `play` (as it goes, and to a hot-seat player since their
 * last turn) and by `replay`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../src/main.ts';
import { chooseLanguage } from '../src/words.ts';
import { scriptedIo } from './scripted-io.ts';

const dir = mkdtempSync(join(tmpdir(), 'gameshelf-words-'));

async function run(argv: string[], answers: Parameters<typeof scriptedIo>[0] = []) {
  const s = scriptedIo(answers);
  const code = await main(argv, s.io);
  return { code, out: s.text(), err: s.errorText() };
}

afterEach(() => vi.unstubAllEnvs());

describe('the language of the words', () => {
  it('is --lang when given, else the locale (LC_ALL before LANG), else English', () => {
    expect(chooseLanguage('it', { LANG: 'en_GB.UTF-8' })).toEqual({ ok: true, value: 'it' });
    expect(chooseLanguage(undefined, { LANG: 'it_IT.UTF-8' })).toEqual({ ok: true, value: 'it' });
    expect(chooseLanguage(undefined, { LC_ALL: 'en_US.UTF-8', LANG: 'it_IT.UTF-8' })).toEqual({
      ok: true,
      value: 'en',
    });
    expect(chooseLanguage(undefined, { LC_ALL: 'it_CH', LANG: 'C.UTF-8' })).toEqual({
      ok: true,
      value: 'it',
    });
    expect(chooseLanguage(undefined, {})).toEqual({ ok: true, value: 'en' });
    expect(chooseLanguage('fr', {})).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
  });

  it('tells the log of play in Italian with --lang it, and refuses a language it does not have', async () => {
    const seats = ['--seats', 'bot:greedy,bot:greedy', '--seed', '3'];
    const italian = await run(['play', 'digit-dash', ...seats, '--lang', 'it']);
    expect(italian.code, italian.err).toBe(0);
    expect(italian.out).toContain('Si distribuiscono le tessere, 10 a testa; inizia Giocatore 1.');
    expect(italian.out).toContain('Giocatore 1 pesca dalla riserva.');
    expect(italian.out).not.toContain('draws from the stockpile');
    const english = await run(['play', 'digit-dash', ...seats, '--lang', 'en']);
    expect(english.out).toContain('Player 1 draws from the stockpile.');
    expect(await run(['play', 'digit-dash', ...seats, '--lang', 'de'])).toMatchObject({ code: 2 });
  });

  it('follows an Italian locale when no --lang is given, in play and in replay', async () => {
    vi.stubEnv('LC_ALL', '');
    vi.stubEnv('LANG', 'it_IT.UTF-8');
    const path = join(dir, 'havoc.json');
    const played = await run([
      'play',
      'domino-havoc',
      '--players',
      '3',
      '--seats',
      'bot:greedy,bot:greedy,bot:greedy',
      '--option',
      'rounds=1',
      '--seed',
      '5',
      '--record',
      path,
    ]);
    expect(played.code, played.err).toBe(0);
    expect(played.out).toContain('Giocatore 1 pesca dal pozzo.');
    expect(played.out).toMatch(/vince la mano 1\.|La mano 1 è bloccata/);
    const replayed = await run(['replay', path, '--as', '2']);
    expect(replayed.code, replayed.err).toBe(0);
    expect(replayed.out).toMatch(/ {3}1\. {3}Giocatore 1 pesca dal pozzo\./);
    const english = await run(['replay', path, '--as', '2', '--lang', 'en']);
    expect(english.out).toMatch(/ {3}1\. {3}Player 1 draws from the boneyard\./);
  });

  it('hot-seat: tells each player what happened since their last turn, as they saw it', async () => {
    // Each person draws, then discards the first tile offered; the other's tiles stay shapes.
    const answers = (prompt: string, out: readonly string[]) => {
      if (prompt.startsWith('Pass the device')) return '';
      if (out.filter((line) => line.startsWith('Since your last turn')).length > 2) return null;
      const menu = out.slice(out.findLastIndex((line) => line.endsWith('your move:')));
      const choice = menu.map((line) => /^ +(\d+)\) (Draw a tile|Discard)$/.exec(line)).find((m) => m);
      return choice?.[1] ?? '1';
    };
    const r = await run(['play', 'digit-dash', '--seats', 'human,human', '--seed', '11'], answers);
    const since = r.out.split('Since your last turn:').slice(1);
    expect(since.length).toBeGreaterThanOrEqual(2);
    // The second person hears of the first one's discard by its shape only.
    expect(since.join('\n')).toMatch(/Player \d discards a [●■▲⬢] tile face down into the stockpile\./);
  });
});
