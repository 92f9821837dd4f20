/**
 * The games this browser plays: local ones (kept in local storage) and
 * online ones (their seat tokens are kept here; the server says where each
 * stands and whose turn it is).
 */
import type { MyMatchesResponse } from '@gameshelf/protocol';
import { useEffect, useState } from 'react';
import { Link } from '../app/navigation.tsx';
import { gameName } from '../catalog/games.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import type { Translate } from '../i18n/translate.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { api } from '../net/api.ts';
import type { TableError } from '../session/table.ts';
import { type LocalMatchEntry, localMatches } from '../store/local-matches.ts';
import { heldSeats } from '../store/seats.ts';
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
    return () => {
      live = false;
    };
  }, []);
  return online;
}

function localStatus(m: LocalMatchEntry, t: Translate): string {
  const result = m.record?.result;
  if (!result) return t('mine.inProgress');
  const human = m.setup.seats.findIndex((s) => s.kind === 'human');
  return result.winners.includes(human) && m.setup.seats.filter((s) => s.kind === 'human').length === 1
    ? t('mine.won')
    : t('mine.finished');
}

export default function MyGames() {
  const { t } = useWords();
  useDocumentTitle(t('mine.title'));
  const local = localMatches();
  const online = useOnlineMatches();
  return (
    <div className="page my-games">
      <h1>{t('mine.title')}</h1>
      <section className="card list-card" aria-labelledby="online-title">
        <h2 id="online-title">{t('mine.online')}</h2>
        {online.status === 'none' ? <p className="hint">{t('mine.noOnline')}</p> : null}
        {online.status === 'loading' ? <p className="hint">{t('mine.asking')}</p> : null}
        {online.status === 'failed' ? (
          <p className="notice error" role="alert">
            {errorWords(online.error, t)}
          </p>
        ) : null}
        {online.status === 'ready' ? (
          <ul className="game-list">
            {online.matches.map(({ seat, summary }) => {
              const mine = summary.status === 'live' && summary.toAct.includes(seat);
              const waiting = summary.toAct.map((p) => t('seat.short', { n: p + 1 })).join(', ');
              const status =
                summary.status === 'over'
                  ? summary.result?.winners.includes(seat)
                    ? t('mine.won')
                    : t('mine.finished')
                  : mine
                    ? t('turn.yours')
                    : waiting
                      ? t('turn.waitingFor', { names: waiting })
                      : t('mine.waitingOthers');
              return (
                <li key={summary.match} className={mine ? 'your-turn' : ''}>
                  <span>{gameName(summary.game)}</span>
                  <span className="status">{status}</span>
                  <Link className={`button ${mine ? 'primary' : ''}`} href={`/match/${summary.match}`}>
                    {summary.status === 'over' ? t('mine.see') : mine ? t('home.play') : t('mine.open')}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </section>
      <section className="card list-card" aria-labelledby="local-title">
        <h2 id="local-title">{t('match.kind.here')}</h2>
        {local.length === 0 ? <p className="hint">{t('mine.noLocal')}</p> : null}
        <ul className="game-list">
          {local.map((m) => (
            <li key={m.id}>
              <span>{gameName(m.setup.game)}</span>
              <span className="status">{localStatus(m, t)}</span>
              <Link className={`button ${m.record?.result ? '' : 'primary'}`} href={`/local/${m.id}`}>
                {m.record?.result ? t('mine.see') : t('mine.continue')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
