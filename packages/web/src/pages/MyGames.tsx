/**
 * The games this browser plays, online (their seat tokens are kept here;
 * the server says where each stands) and on this device (their records are
 * kept here) in one list, most urgent first, each with its opponents, whose
 * turn it is, when the last move was and the clock; finished ones link to
 * their replay and their record. Signed in, the account's games held in
 * other browsers follow, each to play here. Then how this browser is told of
 * its turns.
 */
import type { MyMatchesResponse } from '@gameshelf/protocol';
import { useEffect, useMemo, useState } from 'react';
import { SeatsElsewhere } from '../account/SeatsElsewhere.tsx';
import { useAccount } from '../account/session.ts';
import { Link } from '../app/navigation.tsx';
import { gameName } from '../catalog/games.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { listWords } from '../i18n/translate.ts';
import { useWords } from '../i18n/use-words.ts';
import { download } from '../kit/download.ts';
import { ago, timeLeft } from '../lobby/time-control.ts';
import { errorWords } from '../match/errors.ts';
import { api } from '../net/api.ts';
import { byUrgency } from '../notify/my-games.ts';
import { NotifySettings } from '../notify/NotifySettings.tsx';
import { refreshTurns } from '../notify/turns.ts';
import type { TableError } from '../session/table.ts';
import { localMatches } from '../store/local-matches.ts';
import { heldSeats } from '../store/seats.ts';
import { useNow } from '../table/use-around.ts';
import { type GameRow, localRow, onlineRow, type RecordLink } from './my-games/rows.ts';
import './MyGames.css';

type Online =
  | { status: 'none' | 'loading' }
  | { status: 'ready'; matches: MyMatchesResponse['matches'] }
  | { status: 'failed'; error: TableError };

function useOnlineMatches(): Online {
  const [online, setOnline] = useState<Online>({ status: 'loading' });
  useEffect(() => {
    const tokens = heldSeats().map((s) => s.token);
    if (tokens.length === 0) return setOnline({ status: 'none' });
    let live = true;
    api.myMatches(tokens.slice(0, 100)).then((r) => {
      if (live)
        setOnline(
          r.ok ? { status: 'ready', matches: r.value.matches } : { status: 'failed', error: r.error },
        );
    });
    void refreshTurns();
    return () => {
      live = false;
    };
  }, []);
  return online;
}

function RecordButton({ record, game }: { record: RecordLink; game: string }) {
  const { t } = useWords();
  const label = t('myGames.recordLabel', { game });
  if (record.kind === 'online')
    return (
      <a className="button" href={record.href} download={record.file} aria-label={label}>
        {t('myGames.record')}
      </a>
    );
  const save = () =>
    download(
      new Blob([`${JSON.stringify(record.record, null, 2)}\n`], { type: 'application/json' }),
      record.file,
    );
  return (
    <button type="button" className="button" onClick={save} aria-label={label}>
      {t('myGames.record')}
    </button>
  );
}

function GameRowView({ row, now }: { row: GameRow; now: number }) {
  const { t, language } = useWords();
  const { urgency, deadline, lastMoveAt } = row.standing;
  const game = gameName(row.game);
  const where = row.where === 'online' ? t('myGames.online') : t('myGames.local');
  const open =
    row.where === 'local'
      ? t('myGames.continue')
      : urgency === 'mine'
        ? t('myGames.play')
        : t('myGames.open');
  return (
    <li
      className={`my-game ${urgency === 'mine' ? 'your-turn' : ''}`}
      {...(row.where === 'online' ? { 'data-match': row.key } : { 'data-local': row.key })}
    >
      <span className="my-game-what">
        <strong>{game}</strong>
        <span className="hint">
          {row.others.length > 0
            ? t('myGames.against', { names: listWords(row.others, language) })
            : t('myGames.alone')}
          {` · ${where}`}
        </span>
      </span>
      <span className="status">
        {row.status}
        <span className="hint">
          {' · '}
          {t('myGames.lastMove', { ago: ago(lastMoveAt, now, t) })}
          {deadline !== null && urgency !== 'over'
            ? ` · ${t('clock.left', { time: timeLeft(deadline, now, t) })}`
            : ''}
        </span>
      </span>
      <span className="my-game-actions">
        {urgency === 'over' ? (
          <>
            <Link className="button" href={row.replay}>
              {t('myGames.replay')}
            </Link>
            {row.record ? <RecordButton record={row.record} game={game} /> : null}
          </>
        ) : (
          <Link className={`button ${urgency === 'mine' ? 'primary' : ''}`} href={row.href}>
            {open}
          </Link>
        )}
      </span>
    </li>
  );
}

export default function MyGames() {
  const { t, language } = useWords();
  useDocumentTitle(t('myGames.title'));
  const [local] = useState(localMatches);
  const online = useOnlineMatches();
  const account = useAccount();
  const [failure, setFailure] = useState<TableError | null>(null);
  const now = useNow(30_000);
  const rows = useMemo(
    () =>
      [
        ...(online.status === 'ready' ? online.matches.map((m) => onlineRow(m, t, language)) : []),
        ...local.map((entry) => localRow(entry, t, language)),
      ].sort((a, b) => byUrgency(a.standing, b.standing)),
    [online, local, t, language],
  );
  return (
    <div className="page my-games">
      <h1>{t('myGames.title')}</h1>
      <section className="card list-card" aria-label={t('myGames.title')}>
        {online.status === 'loading' ? <p className="hint">{t('myGames.asking')}</p> : null}
        {online.status === 'failed' ? (
          <p className="notice error" role="alert">
            {errorWords(online.error, t)}
          </p>
        ) : null}
        {rows.length > 0 ? (
          <ul className="game-list">
            {rows.map((row) => (
              <GameRowView key={`${row.where}-${row.key}`} row={row} now={now} />
            ))}
          </ul>
        ) : null}
        {online.status === 'none' ? <p className="hint">{t('myGames.none')}</p> : null}
        {local.length === 0 ? <p className="hint">{t('myGames.noLocal')}</p> : null}
      </section>
      {account ? <SeatsElsewhere className="card list-card" onFailure={setFailure} /> : null}
      {failure ? (
        <p className="notice error" role="alert">
          {errorWords(failure, t)}
        </p>
      ) : null}
      <NotifySettings />
    </div>
  );
}
