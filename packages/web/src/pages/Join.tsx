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
import { errorWords } from '../match/errors.ts';
import { api } from '../net/api.ts';
import type { TableError } from '../session/table.ts';
import { holdSeat, seatIn } from '../store/seats.ts';
import { NotFound } from './NotFound.tsx';
import { Unreachable, useSummary } from './OnlineMatch.tsx';
import './Join.css';

export default function Join({ id }: { id: string }) {
  const [found, retry] = useSummary(id);
  if (found.status === 'loading') return <Loading what="Opening the invitation" />;
  if (found.status === 'failed') {
    if (found.error.code === 'match/unknown')
      return (
        <NotFound
          title="This invitation does not work"
          detail="The link is wrong, or the game no longer exists."
        />
      );
    return <Unreachable error={found.error} retry={retry} />;
  }
  return <JoinForm summary={found.summary} />;
}

function JoinForm({ summary }: { summary: MatchSummary }) {
  const Art = gameArt(summary.game);
  const [name, setName] = useState('');
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
    navigate(`/match/${summary.match}`, { replace: true });
  }

  const seatLine = (s: MatchSummary['seats'][number]) =>
    s.kind === 'bot' ? `Bot (${s.bot})` : s.taken ? (s.name ?? 'A player') : 'Open';
  return (
    <div className="page join">
      <div className="card join-card">
        {Art ? (
          <div className="join-art">
            <Art />
          </div>
        ) : null}
        <h1>You are invited to {gameName(summary.game)}</h1>
        <ul className="join-seats">
          {summary.seats.map((s) => (
            <li key={s.seat}>
              <b>P{s.seat + 1}</b> {seatLine(s)}
            </li>
          ))}
        </ul>
        {held ? (
          <p>
            You already have a seat here.{' '}
            <Link className="button primary" href={`/match/${summary.match}`}>
              Go to the game
            </Link>
          </p>
        ) : summary.status === 'over' ? (
          <p>
            This game is over.{' '}
            <Link className="button" href={`/replay/${summary.match}`}>
              Watch the replay
            </Link>
          </p>
        ) : open.length === 0 ? (
          <p>
            Every seat is taken.{' '}
            <Link className="button" href={`/match/${summary.match}`}>
              Watch the game
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
              <label htmlFor="join-name">Your name (optional)</label>
              <input
                id="join-name"
                type="text"
                maxLength={40}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? 'Joining…' : 'Take a seat'}
            </button>
          </form>
        )}
        {failure ? (
          <p className="notice error" role="alert">
            {errorWords(failure)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
