/**
 * The games this browser plays: online ones (their seat tokens are kept
 * here; the server says where each stands), most urgent first, each with
 * its opponents, whose turn it is, when the last move was and the clock;
 * finished ones link to their replay and their record. Then how this
 * browser is told of its turns, and the games played on this device.
 */
import type { MyMatchesResponse } from '@gameshelf/protocol';
import { useEffect, useState } from 'react';
import { Link } from '../app/navigation.tsx';
import { gameName } from '../catalog/games.ts';
import { ago, timeLeft } from '../lobby/time-control.ts';
import { errorWords } from '../match/errors.ts';
import { api, recordHref } from '../net/api.ts';
import { type MyMatch, mostUrgentFirst, urgencyOf } from '../notify/my-games.ts';
import { NotifySettings } from '../notify/NotifySettings.tsx';
import { refreshTurns } from '../notify/turns.ts';
import type { TableError } from '../session/table.ts';
import { type LocalMatchEntry, localMatches } from '../store/local-matches.ts';
import { heldSeats } from '../store/seats.ts';
import { useNow } from '../table/use-around.ts';
import { words } from '../words/table-words.ts';
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

function localStatus(m: LocalMatchEntry): string {
  const result = m.record?.result;
  if (!result) return words('myGames.inProgress');
  const human = m.setup.seats.findIndex((s) => s.kind === 'human');
  return result.winners.includes(human) && m.setup.seats.filter((s) => s.kind === 'human').length === 1
    ? words('myGames.won')
    : words('myGames.lost');
}

function seatName(s: MyMatch['summary']['seats'][number]): string {
  if (s.kind === 'bot') return words('lobby.seatBot', { bot: s.bot ?? '' });
  if (!s.taken) return words('lobby.seatOpen');
  return s.name ?? `P${s.seat + 1}`;
}

function statusOf(m: MyMatch): string {
  const { seat, summary } = m;
  switch (urgencyOf(m)) {
    case 'over':
      return summary.result?.winners.includes(seat) ? words('myGames.won') : words('myGames.lost');
    case 'players':
      return words('myGames.waitingPlayers');
    case 'mine':
      return words('myGames.yourTurn');
    case 'others':
      return words('myGames.waitingFor', {
        names: summary.toAct
          .map((p) =>
            seatName(summary.seats[p] ?? { seat: p, kind: 'human', bot: null, name: null, taken: true }),
          )
          .join(', '),
      });
  }
}

function OnlineRow({ m, now }: { m: MyMatch; now: number }) {
  const { seat, summary } = m;
  const urgency = urgencyOf(m);
  const others = summary.seats.filter((s) => s.seat !== seat).map(seatName);
  const game = gameName(summary.game);
  return (
    <li className={`my-game ${urgency === 'mine' ? 'your-turn' : ''}`} data-match={summary.match}>
      <span className="my-game-what">
        <strong>{game}</strong>
        <span className="hint">
          {others.length > 0
            ? words('myGames.against', { names: others.join(', ') })
            : words('myGames.alone')}
        </span>
      </span>
      <span className="status">
        {statusOf(m)}
        <span className="hint">
          {' · '}
          {words('myGames.lastMove', { ago: ago(summary.lastMoveAt, now) })}
          {summary.deadline !== null && urgency !== 'over'
            ? ` · ${words('clock.left', { time: timeLeft(summary.deadline, now) })}`
            : ''}
        </span>
      </span>
      <span className="my-game-actions">
        {urgency === 'over' ? (
          <>
            <Link className="button" href={`/replay/${summary.match}`}>
              {words('myGames.replay')}
            </Link>
            <a
              className="button"
              href={recordHref(summary.match)}
              download={`${summary.game}-${summary.match}.json`}
              aria-label={words('myGames.recordLabel', { game })}
            >
              {words('myGames.record')}
            </a>
          </>
        ) : (
          <Link className={`button ${urgency === 'mine' ? 'primary' : ''}`} href={`/match/${summary.match}`}>
            {urgency === 'mine' ? words('myGames.play') : words('myGames.open')}
          </Link>
        )}
      </span>
    </li>
  );
}

export default function MyGames() {
  const local = localMatches();
  const online = useOnlineMatches();
  const now = useNow(30_000);
  return (
    <div className="page my-games">
      <h1>{words('myGames.title')}</h1>
      <section className="card list-card" aria-labelledby="online-title">
        <h2 id="online-title">{words('myGames.online')}</h2>
        {online.status === 'none' ? <p className="hint">{words('myGames.none')}</p> : null}
        {online.status === 'loading' ? <p className="hint">{words('myGames.asking')}</p> : null}
        {online.status === 'failed' ? (
          <p className="notice error" role="alert">
            {errorWords(online.error)}
          </p>
        ) : null}
        {online.status === 'ready' ? (
          <ul className="game-list">
            {mostUrgentFirst(online.matches).map((m) => (
              <OnlineRow key={m.summary.match} m={m} now={now} />
            ))}
          </ul>
        ) : null}
      </section>
      <NotifySettings />
      <section className="card list-card" aria-labelledby="local-title">
        <h2 id="local-title">{words('myGames.local')}</h2>
        {local.length === 0 ? <p className="hint">{words('myGames.noLocal')}</p> : null}
        <ul className="game-list">
          {local.map((m) => (
            <li key={m.id}>
              <span>{gameName(m.setup.game)}</span>
              <span className="status">{localStatus(m)}</span>
              <Link className={`button ${m.record?.result ? '' : 'primary'}`} href={`/local/${m.id}`}>
                {m.record?.result ? words('myGames.see') : words('myGames.continue')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
