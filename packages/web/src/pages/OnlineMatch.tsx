/**
 * A match on the server: played as this browser's seat when it holds the
 * seat's token, otherwise watched. Shows the invite link while seats are
 * open, and offers the rematch and the replay at the end.
 */
import type { MatchSummary } from '@gameshelf/protocol';
import { useEffect, useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import { Link, navigate } from '../app/navigation.tsx';
import { type LoadedGame, useGame } from '../games/load.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { InvitePanel } from '../match/InvitePanel.tsx';
import { MatchView } from '../match/MatchView.tsx';
import { api } from '../net/api.ts';
import { OnlineTable } from '../net/online-table.ts';
import { defaultViewHinter } from '../net/view-hints.ts';
import { seatHeld } from '../notify/push.ts';
import type { TableError } from '../session/table.ts';
import { useTableState } from '../session/use-table.ts';
import { holdSeat, seatIn } from '../store/seats.ts';
import { TableAround } from '../table/TableAround.tsx';
import { NotFound } from './NotFound.tsx';
import './MatchPage.css';
import { RulesButton } from '../rules/RulesDrawer.tsx';

type Found =
  | { status: 'loading' }
  | { status: 'found'; summary: MatchSummary }
  | { status: 'failed'; error: TableError };

export function useSummary(id: string): [Found, () => void] {
  const [found, setFound] = useState<Found>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "Try again" asks once more
  useEffect(() => {
    let live = true;
    setFound({ status: 'loading' });
    api.summary(id).then((r) => {
      if (live) setFound(r.ok ? { status: 'found', summary: r.value } : { status: 'failed', error: r.error });
    });
    return () => {
      live = false;
    };
  }, [id, attempt]);
  return [found, () => setAttempt((n) => n + 1)];
}

export function Unreachable({ error, retry }: { error: TableError; retry: () => void }) {
  const { t } = useWords();
  return (
    <div className="page">
      <div className="notice error" role="alert">
        <p>{errorWords(error, t)}</p>
        <button type="button" className="button" onClick={retry}>
          {t('match.retry')}
        </button>
      </div>
    </div>
  );
}

export default function OnlineMatch({ id }: { id: string }) {
  const { t } = useWords();
  const [found, retry] = useSummary(id);
  const load = useGame(found.status === 'found' ? found.summary.game : null);
  if (found.status === 'failed') {
    if (found.error.code === 'match/unknown')
      return <NotFound title={t('notFound.game')} detail={t('notFound.matchDetail')} />;
    return <Unreachable error={found.error} retry={retry} />;
  }
  if (found.status === 'loading' || load.status === 'loading') return <Loading what={t('loading.finding')} />;
  if (load.status !== 'ready') return <NotFound title={t('notFound.unplayable')} />;
  return <OnlineTableView key={id} id={id} game={load.game} />;
}

function OnlineTableView({ id, game }: { id: string; game: LoadedGame }) {
  const { t } = useWords();
  const name = game.module.game.name;
  useDocumentTitle(name);
  const [held] = useState(() => seatIn(id));
  const [table, setTable] = useState<OnlineTable | null>(null);
  const [failure, setFailure] = useState<TableError | null>(null);
  const gameId = game.module.game.id;
  useEffect(() => {
    const hints = { game: gameId, hinter: defaultViewHinter() };
    const online = new OnlineTable({ match: id, hints, ...(held ? { token: held.token } : {}) });
    setTable(online);
    return () => online.close();
  }, [id, held, gameId]);
  if (!table) return <Loading />;

  const rematch = held
    ? async () => {
        const next = await api.rematch(id, held.token);
        if (!next.ok) return setFailure(next.error);
        holdSeat({
          match: next.value.match,
          game: game.module.game.id,
          seat: next.value.seat,
          token: next.value.token,
        });
        void seatHeld(next.value.token);
        navigate(`/match/${next.value.match}`);
      }
    : undefined;
  return (
    <div className="page match-page">
      <h1 className="match-title">
        {name} <span className="match-kind">{held ? t('match.kind.online') : t('match.kind.watching')}</span>
      </h1>
      <RulesButton game={game.module.game.id} />
      {failure ? (
        <p className="notice error" role="alert">
          {errorWords(failure, t)}
        </p>
      ) : null}
      <MatchView
        table={table}
        module={game.module}
        Board={game.Board}
        replayHref={`/replay/${id}`}
        {...(rematch ? { onRematch: () => void rematch() } : {})}
        aside={
          <>
            <TableAround table={table} id={id} token={held?.token ?? null} />
            <OnlineAside table={table} id={id} holds={held !== undefined} />
          </>
        }
      />
    </div>
  );
}

function OnlineAside({ table, id, holds }: { table: OnlineTable; id: string; holds: boolean }) {
  const { t } = useWords();
  const { openSeats, rematch } = useTableState(table);
  return (
    <>
      {openSeats.length > 0 ? <InvitePanel id={id} open={openSeats.length} /> : null}
      {!holds && openSeats.length > 0 ? (
        <Link className="button primary" href={`/join/${id}`}>
          {t('match.takeSeat')}
        </Link>
      ) : null}
      {rematch && holds ? <p className="notice">{t('match.rematchWaiting')}</p> : null}
    </>
  );
}
