/**
 * The open games: each with its game, options, seats (names, open seats,
 * bots, ratings when the server knows them), time control and age, and a
 * button to take a seat. A game this browser already waits in is marked,
 * with the way back to it.
 */
import type { LobbyEntry } from '@gameshelf/protocol';
import { useState } from 'react';
import { Link } from '../app/navigation.tsx';
import { findMeta, gameName } from '../catalog/games.ts';
import { errorWords } from '../match/errors.ts';
import type { TableError } from '../session/table.ts';
import { seatIn } from '../store/seats.ts';
import { useNow } from '../table/use-around.ts';
import { words } from '../words/table-words.ts';
import { joinOpenGame } from './take-seat.ts';
import { ago, clockWords } from './time-control.ts';

function seatText(seat: LobbyEntry['seats'][number]): string {
  const who =
    seat.kind === 'bot'
      ? words('lobby.seatBot', { bot: seat.bot ?? '' })
      : !seat.taken
        ? words('lobby.seatOpen')
        : (seat.name ?? words('lobby.seatPlayer'));
  return typeof seat.rating === 'number' ? `${who} (${Math.round(seat.rating)})` : who;
}

/** The game's options, in the game's own words. */
function optionsText(entry: LobbyEntry): string {
  const meta = findMeta(entry.game);
  return Object.entries(entry.options)
    .map(([name, value]) => {
      const option = meta?.options[name];
      const shown =
        typeof value === 'boolean'
          ? value
            ? '✓'
            : '✗'
          : (option?.choices?.[String(value)] ?? String(value));
      return `${option?.label ?? name}: ${shown}`;
    })
    .join(' · ');
}

export function LobbyList({ entries, name }: { entries: readonly LobbyEntry[]; name: string }) {
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
  if (entries.length === 0) return <p className="hint">{words('lobby.none')}</p>;
  return (
    <>
      {failure ? (
        <p className="notice error" role="alert">
          {errorWords(failure)}
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
                <span className="lobby-clock">{clockWords(entry.clock)}</span>
                {options ? <span className="lobby-options">{options}</span> : null}
              </div>
              <ul className="lobby-seats">
                {entry.seats.map((s) => (
                  <li key={s.seat} className={s.taken ? 'taken' : 'open'}>
                    <b>P{s.seat + 1}</b> {seatText(s)}
                  </li>
                ))}
              </ul>
              <div className="lobby-act">
                <span className="hint">
                  {words('lobby.waitingFor', { count: open })} ·{' '}
                  {words('lobby.ago', { ago: ago(entry.createdAt, now) })}
                </span>
                {mine ? (
                  <Link className="button" href={`/match/${entry.match}`}>
                    {words('lobby.yours')} — {words('lobby.goTo')}
                  </Link>
                ) : (
                  <button
                    type="button"
                    className="button primary"
                    disabled={busy !== null}
                    onClick={() => void join(entry)}
                  >
                    {busy === entry.match ? words('lobby.joining') : words('lobby.join')}
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
