/**
 * The open games: each with its game, options, seats (names, open seats,
 * bots, ratings when the server knows them), time control and age, and a
 * button to take a seat. A game this browser already waits in is marked,
 * with the way back to it.
 */
import type { LobbyEntry } from '@gameshelf/protocol';
import { useState } from 'react';
import { Link } from '../app/navigation.tsx';
import { gameName } from '../catalog/games.ts';
import type { Translate } from '../i18n/translate.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { optionLabel } from '../pages/new-game/OptionField.tsx';
import { botName } from '../session/seats.ts';
import type { TableError } from '../session/table.ts';
import { seatIn } from '../store/seats.ts';
import { useNow } from '../table/use-around.ts';
import { joinOpenGame } from './take-seat.ts';
import { ago, clockWords } from './time-control.ts';

function seatText(seat: LobbyEntry['seats'][number], t: Translate): string {
  const who =
    seat.kind === 'bot'
      ? botName(seat.bot, t)
      : !seat.taken
        ? t('lobby.seatOpen')
        : (seat.name ?? t('lobby.seatPlayer'));
  return typeof seat.rating === 'number' ? `${who} (${Math.round(seat.rating)})` : who;
}

/** The game's options (their words come with the game, loaded only on its own pages: the lobby names them plainly). */
function optionsText(entry: LobbyEntry): string {
  return Object.entries(entry.options)
    .map(
      ([name, value]) =>
        `${optionLabel(name)}: ${typeof value === 'boolean' ? (value ? '✓' : '✗') : String(value)}`,
    )
    .join(' · ');
}

export function LobbyList({ entries, name }: { entries: readonly LobbyEntry[]; name: string }) {
  const { t } = useWords();
  const now = useNow(30_000);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<TableError | null>(null);
  const join = async (entry: LobbyEntry) => {
    setBusy(entry.match);
    setFailure(null);
    const taken = await joinOpenGame(entry.match, entry.game, name);
    if (!taken.ok) {
      setBusy(null);
      setFailure(taken.error);
    }
  };
  if (entries.length === 0) return <p className="hint">{t('lobby.none')}</p>;
  return (
    <>
      {failure ? (
        <p className="notice error" role="alert">
          {errorWords(failure, t)}
        </p>
      ) : null}
      <ul className="lobby-list">
        {entries.map((entry) => {
          const open = entry.seats.filter((s) => s.kind === 'human' && !s.taken).length;
          const mine = seatIn(entry.match) !== undefined;
          const options = optionsText(entry);
          return (
            <li
              key={entry.match}
              className="lobby-entry card"
              aria-label={gameName(entry.game)}
              data-match={entry.match}
            >
              <div className="lobby-what">
                <strong>{gameName(entry.game)}</strong>
                {entry.rated ? <span className="lobby-rated">{t('lobby.rated')}</span> : null}
                <span className="lobby-clock">{clockWords(entry.clock, t)}</span>
                {options ? <span className="lobby-options">{options}</span> : null}
              </div>
              <ul className="lobby-seats">
                {entry.seats.map((s) => (
                  <li key={s.seat} className={s.taken ? 'taken' : 'open'}>
                    <b>P{s.seat + 1}</b> {seatText(s, t)}
                  </li>
                ))}
              </ul>
              <div className="lobby-act">
                <span className="hint">
                  {t('lobby.waitingFor', { count: open })} ·{' '}
                  {t('lobby.ago', { ago: ago(entry.createdAt, now, t) })}
                </span>
                {mine ? (
                  <Link className="button" href={`/match/${entry.match}`}>
                    {t('lobby.yours')} — {t('lobby.goTo')}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="button primary"
                    disabled={busy !== null}
                    onClick={() => void join(entry)}
                  >
                    {busy === entry.match ? t('lobby.joining') : t('lobby.join')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
