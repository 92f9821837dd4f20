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
import { useDocumentTitle } from '../i18n/title.ts';
import { listWords, type Translate } from '../i18n/translate.ts';
import { useWords } from '../i18n/use-words.ts';
import { ago, timeLeft } from '../lobby/time-control.ts';
import { errorWords } from '../match/errors.ts';
import { api, recordHref } from '../net/api.ts';
import { type MyMatch, mostUrgentFirst, urgencyOf } from '../notify/my-games.ts';
import { NotifySettings } from '../notify/NotifySettings.tsx';
import { refreshTurns } from '../notify/turns.ts';
import { botName } from '../session/seats.ts';
import type { TableError } from '../session/table.ts';
import { type LocalMatchEntry, localMatches } from '../store/local-matches.ts';
import { heldSeats } from '../store/seats.ts';
import { useNow } from '../table/use-around.ts';
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

function localStatus(m: LocalMatchEntry, t: Translate): string {
  const result = m.record?.result;
  if (!result) return t('myGames.inProgress');
  const human = m.setup.seats.findIndex((s) => s.kind === 'human');
  return result.winners.includes(human) && m.setup.seats.filter((s) => s.kind === 'human').length === 1
    ? t('myGames.won')
    : t('myGames.lost');
}

function seatName(s: MyMatch['summary']['seats'][number], t: Translate): string {
  if (s.kind === 'bot') return botName(s.bot, t);
  if (!s.taken) return t('lobby.seatOpen');
  return s.name ?? `P${s.seat + 1}`;
}

function statusOf(m: MyMatch, t: Translate, language: string): string {
  const { seat, summary } = m;
  switch (urgencyOf(m)) {
    case 'over':
      return summary.result?.winners.includes(seat) ? t('myGames.won') : t('myGames.lost');
    case 'players':
      return t('myGames.waitingPlayers');
    case 'mine':
      return t('myGames.yourTurn');
    case 'others':
      return t('myGames.waitingFor', {
        names: listWords(
          summary.toAct.map((p) =>
            seatName(summary.seats[p] ?? { seat: p, kind: 'human', bot: null, name: null, taken: true }, t),
          ),
          language,
        ),
      });
  }
}

function OnlineRow({ m, now }: { m: MyMatch; now: number }) {
  const { t, language } = useWords();
  const { seat, summary } = m;
  const urgency = urgencyOf(m);
  const others = summary.seats.filter((s) => s.seat !== seat).map((s) => seatName(s, t));
  const game = gameName(summary.game);
  return (
    <li className={`my-game ${urgency === 'mine' ? 'your-turn' : ''}`} data-match={summary.match}>
      <span className="my-game-what">
        <strong>{game}</strong>
        <span className="hint">
          {others.length > 0
            ? t('myGames.against', { names: listWords(others, language) })
            : t('myGames.alone')}
        </span>
      </span>
      <span className="status">
        {statusOf(m, t, language)}
        <span className="hint">
          {' · '}
          {t('myGames.lastMove', { ago: ago(summary.lastMoveAt, now, t) })}
          {summary.deadline !== null && urgency !== 'over'
            ? ` · ${t('clock.left', { time: timeLeft(summary.deadline, now, t) })}`
            : ''}
        </span>
      </span>
      <span className="my-game-actions">
        {urgency === 'over' ? (
          <>
            <Link className="button" href={`/replay/${summary.match}`}>
              {t('myGames.replay')}
            </Link>
            <a
              className="button"
              href={recordHref(summary.match)}
              download={`${summary.game}-${summary.match}.json`}
              aria-label={t('myGames.recordLabel', { game })}
            >
              {t('myGames.record')}
            </a>
          </>
        ) : (
          <Link className={`button ${urgency === 'mine' ? 'primary' : ''}`} href={`/match/${summary.match}`}>
            {urgency === 'mine' ? t('myGames.play') : t('myGames.open')}
          </Link>
        )}
      </span>
    </li>
  );
}

export default function MyGames() {
  const { t } = useWords();
  useDocumentTitle(t('myGames.title'));
  const local = localMatches();
  const online = useOnlineMatches();
  const now = useNow(30_000);
  return (
    <div className="page my-games">
      <h1>{t('myGames.title')}</h1>
      <section className="card list-card" aria-labelledby="online-title">
        <h2 id="online-title">{t('myGames.online')}</h2>
        {online.status === 'none' ? <p className="hint">{t('myGames.none')}</p> : null}
        {online.status === 'loading' ? <p className="hint">{t('myGames.asking')}</p> : null}
        {online.status === 'failed' ? (
          <p className="notice error" role="alert">
            {errorWords(online.error, t)}
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
        <h2 id="local-title">{t('myGames.local')}</h2>
        {local.length === 0 ? <p className="hint">{t('myGames.noLocal')}</p> : null}
        <ul className="game-list">
          {local.map((m) => (
            <li key={m.id}>
              <span>{gameName(m.setup.game)}</span>
              <span className="status">{localStatus(m, t)}</span>
              <Link className={`button ${m.record?.result ? '' : 'primary'}`} href={`/local/${m.id}`}>
                {m.record?.result ? t('myGames.see') : t('myGames.continue')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
