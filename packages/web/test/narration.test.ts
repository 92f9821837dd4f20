/**
 * The web app tells a game's log in the same sentences as the command line
 * (issue #17): each game's scripted game (packages/shelf/test/narration),
 * told by the match page's log (`describeLog`) as a local table hands it the
 * log and views (through the host, as from a worker), and by the replay
 * viewer, matches the transcripts the command line's narration matches, in
 * English and in Italian.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language, matchViews, positionFor, unwrap } from '@gameshelf/engine';
import { findGame } from '@gameshelf/shelf';
import { afterEach, describe, expect, it } from 'vitest';
import { playScript, SCRIPTS, transcript, transcriptFile } from '../../shelf/test/narration/scripts.ts';
import { gameWords, setGameLanguage } from '../src/i18n/game-words.ts';
import { LocalTable } from '../src/local/local-table.ts';
import { inlinePort } from '../src/local/port.ts';
import { describeLog, type LogReader, tellLog, viewsOfLog } from '../src/match/describe.ts';
import type { Position, RawLogEntry } from '../src/session/table.ts';

type Script = (typeof SCRIPTS)[number];

/** The position a local table shows at the end of the script's game, as its host sent it. */
function localPosition(script: Script): Promise<Position> {
  const { match } = playScript(script);
  const table = new LocalTable({
    setup: {
      game: script.id,
      players: script.players,
      options: script.options,
      seed: script.seed,
      seats: Array.from({ length: script.players }, () => ({ kind: 'human' as const })),
    },
    record: match.record(),
    port: inlinePort(),
    botDelayMs: 0,
  });
  return new Promise((resolve) => {
    const stop = table.subscribe(() => {
      const { position } = table.getState();
      if (position?.seq !== match.log.length) return;
      // Looked at from the script's seat, as a person at a hot-seat table would take it.
      if (position.seat !== script.viewer) return table.takeSeat(script.viewer);
      stop();
      table.close();
      resolve(position);
    });
  });
}

/** The log told in one language, as the transcript prints it; and the page's lines, each an entry's sentences. */
function told(script: Script, log: readonly RawLogEntry[], reader: LogReader, language: Language) {
  const module = unwrap(findGame(script.id));
  setGameLanguage(language);
  const words = gameWords(module);
  const sentences = tellLog(module, log, reader, words);
  const entries = log.map((entry, i) => ({ entry, lines: sentences[i] ?? [] }));
  const shown = language === 'en' ? entries : entries.slice(-script.italian);
  expect(describeLog(module, log, reader, words).map((line) => line.text)).toEqual(
    sentences.map((lines) => lines.join(' ')),
  );
  return transcript(shown);
}

const expected = (script: Script, language: Language) =>
  readFileSync(transcriptFile(script.id, language), 'utf8');

afterEach(() => setGameLanguage('en'));

/** The host replays the record first: a Smashdodes shot is a physics simulation, so give it time on a busy machine. */
const REPLAYING = 60_000;

describe.each(SCRIPTS)('the story of $id in the web app', (script) => {
  it(
    'is told by a local table`s log as the command line tells it, in English and Italian',
    async () => {
      const position = await localPosition(script);
      expect(position.seat).toBe(script.viewer);
      const reader = { viewer: script.viewer, players: script.players, viewAt: viewsOfLog(position.log) };
      for (const language of LANGUAGES)
        expect(told(script, position.log, reader, language)).toBe(expected(script, language));
    },
    REPLAYING,
  );

  it('is told by the replay viewer as the command line tells it', () => {
    const { match } = playScript(script);
    const reader = {
      viewer: script.viewer,
      players: match.players,
      viewAt: matchViews(match, script.viewer),
    };
    const log = positionFor(match, script.viewer).log;
    for (const language of LANGUAGES)
      expect(told(script, log, reader, language)).toBe(expected(script, language));
  });
});
