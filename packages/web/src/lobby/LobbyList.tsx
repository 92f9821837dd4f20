/**
 * The open games: each with its game, options, seats (names, open seats,
 * bots, ratings when the server knows them), time control and age, and a
 * button to take a seat. A game this browser already waits in is marked,
 * with the way back to it.
 */
import type { OptionValue } from '@gameshelf/engine';
import type { LobbyEntry } from '@gameshelf/protocol';
import { useState } from 'react';
import { Link } from '../app/navigation.tsx';
import { gameName } from '../catalog/games.ts';
import { optionWords } from '../i18n/option-words.ts';
import type { Translate } from '../i18n/translate.ts';
import { useWords, useWordsLoading } from '../i18n/use-words.ts';
import { Icon } from '../kit/icons.tsx';
import { errorWords } from '../match/errors.ts';
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

/** A switched option's value: a tick or a cross, named in words for whoever does not see it. */
function OptionValueShown({
  value,
  choice,
  t,
}: {
  value: OptionValue;
  choice: (v: string) => string;
  t: Translate;
}) {
  if (typeof value === 'boolean')
    return (
      <Icon name={value ? 'check' : 'cross'} label={value ? t('lobby.optionOn') : t('lobby.optionOff')} />
    );
  return <>{typeof value === 'string' ? choice(value) : String(value)}</>;
}

/**
 * The game's options, in the game's own words and the language shown. The
 * words come with the game, loaded for the lobby's games as they are listed:
 * until they have come, the options wait rather than show the code's names.
 */
function LobbyOptions({ entry }: { entry: LobbyEntry }) {
  const { t, ready } = useWordsLoading(['web', entry.game]);
  const options = Object.entries(entry.options);
  if (!ready || options.length === 0) return null;
  return (
    <span className="lobby-options">
      {options.map(([name, value], i) => {
        const words = optionWords(entry.game, name, t);
        return (
          <span key={name} className="lobby-option">
            {i > 0 ? ' · ' : ''}
            {words.label}: <OptionValueShown value={value} choice={words.choice} t={t} />
          </span>
        );
      })}
    </span>
  );
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
                <LobbyOptions entry={entry} />
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
