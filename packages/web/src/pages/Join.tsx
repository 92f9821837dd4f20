/**
 * Where an invite link leads: the game, its seats, and a button to take an
 * open one (with a name the others will see). The seat's token is kept in
 * this browser; then the match page opens.
 */
import type { MatchSummary } from '@gameshelf/protocol';
import { useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import { Link, navigate } from '../app/navigation.tsx';
import { gameArt, gameName } from '../catalog/games.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { api } from '../net/api.ts';
import { seatHeld } from '../notify/push.ts';
import { botName } from '../session/seats.ts';
import type { TableError } from '../session/table.ts';
import { playerName, rememberName } from '../store/profile.ts';
import { holdSeat, seatIn } from '../store/seats.ts';
import { NotFound } from './NotFound.tsx';
import { Unreachable, useSummary } from './OnlineMatch.tsx';
import './Join.css';

export default function Join({ id }: { id: string }) {
  const { t } = useWords();
  const [found, retry] = useSummary(id);
  if (found.status === 'loading') return <Loading what={t('loading.invitation')} />;
  if (found.status === 'failed') {
    if (found.error.code === 'match/unknown')
      return <NotFound title={t('notFound.invitation')} detail={t('notFound.matchDetail')} />;
    return <Unreachable error={found.error} retry={retry} />;
  }
  return <JoinForm summary={found.summary} />;
}

function JoinForm({ summary }: { summary: MatchSummary }) {
  const { t } = useWords();
  const title = t('join.title', { game: gameName(summary.game) });
  useDocumentTitle(title);
  const Art = gameArt(summary.game);
  const [name, setName] = useState(playerName);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TableError | null>(null);
  const held = seatIn(summary.match);
  const open = summary.seats.filter((s) => s.kind === 'human' && !s.taken);

  async function join() {
    setBusy(true);
    const granted = await api.join(summary.match, name.trim() ? { name: name.trim() } : {});
    if (!granted.ok) {
      setBusy(false);
      return setFailure(granted.error);
    }
    holdSeat({
      match: summary.match,
      game: summary.game,
      seat: granted.value.seat,
      token: granted.value.token,
    });
    rememberName(name);
    void seatHeld(granted.value.token);
    navigate(`/match/${summary.match}`, { replace: true });
  }

  const seatLine = (s: MatchSummary['seats'][number]) =>
    s.kind === 'bot' ? botName(s.bot, t) : s.taken ? (s.name ?? t('join.taken')) : t('join.open');
  return (
    <div className="page join">
      <div className="card join-card">
        {Art ? (
          <div className="join-art">
            <Art />
          </div>
        ) : null}
        <h1>{title}</h1>
        <ul className="join-seats">
          {summary.seats.map((s) => (
            <li key={s.seat}>
              <b>{t('seat.short', { n: s.seat + 1 })}</b> {seatLine(s)}
            </li>
          ))}
        </ul>
        {held ? (
          <p>
            {t('join.held')}{' '}
            <Link className="button primary" href={`/match/${summary.match}`}>
              {t('join.goToGame')}
            </Link>
          </p>
        ) : summary.status === 'over' ? (
          <p>
            {t('join.over')}{' '}
            <Link className="button" href={`/replay/${summary.match}`}>
              {t('result.replay')}
            </Link>
          </p>
        ) : open.length === 0 ? (
          <p>
            {t('join.full')}{' '}
            <Link className="button" href={`/match/${summary.match}`}>
              {t('join.watch')}
            </Link>
          </p>
        ) : (
          <form
            className="join-form"
            onSubmit={(e) => {
              e.preventDefault();
              if (!busy) void join();
            }}
          >
            <div className="field">
              <label htmlFor="join-name">{t('join.name')}</label>
              <input
                id="join-name"
                type="text"
                maxLength={40}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? t('join.joining') : t('join.take')}
            </button>
          </form>
        )}
        {failure ? (
          <p className="notice error" role="alert">
            {errorWords(failure, t)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
