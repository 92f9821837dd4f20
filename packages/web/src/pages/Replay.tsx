/** The replay of a finished match: from the server by its id, or a local match of this browser. */
import { useEffect, useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import { findMeta, gameName } from '../catalog/games.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { api } from '../net/api.ts';
import { ReplayViewer } from '../replay/ReplayViewer.tsx';
import { recordGame } from '../replay/timeline.ts';
import type { TableError } from '../session/table.ts';
import { findLocalMatch } from '../store/local-matches.ts';
import { NotFound } from './NotFound.tsx';
import './MatchPage.css';
import { RulesButton } from '../rules/RulesDrawer.tsx';

export type ReplaySource = { readonly kind: 'server' | 'local'; readonly id: string };

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; record: unknown }
  | { status: 'failed'; error: TableError };

function useRecord(source: ReplaySource): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    if (source.kind === 'local') {
      const record = findLocalMatch(source.id)?.record;
      // Like the server, show a game's whole record only once it is over: it reveals every hand.
      if (!record)
        setLoaded({ status: 'failed', error: { code: 'match/unknown', message: 'no such game here' } });
      else if (!record.result)
        setLoaded({
          status: 'failed',
          error: { code: 'match/in-progress', message: 'finish the game first' },
        });
      else setLoaded({ status: 'ready', record });
      return;
    }
    let live = true;
    api.record(source.id).then((r) => {
      if (live) setLoaded(r.ok ? { status: 'ready', record: r.value } : { status: 'failed', error: r.error });
    });
    return () => {
      live = false;
    };
  }, [source.kind, source.id]);
  return loaded;
}

export default function Replay({ source }: { source: ReplaySource }) {
  const { t } = useWords();
  const loaded = useRecord(source);
  if (loaded.status === 'loading') return <Loading what={t('loading.record')} />;
  if (loaded.status === 'failed') {
    if (loaded.error.code === 'match/unknown') return <NotFound title={t('notFound.replay')} />;
    return (
      <div className="page">
        <p className="notice error" role="alert">
          {errorWords(loaded.error, t)}
        </p>
      </div>
    );
  }
  return (
    <div className="page match-page">
      <ReplayTitle local={source.kind === 'local'} game={recordGame(loaded.record)} />
      <ReplayRules game={recordGame(loaded.record)} />
      <ReplayViewer raw={loaded.record} />
    </div>
  );
}

/** The Rules button, for a record of a game on the shelf. */
function ReplayRules({ game }: { game: string | null }) {
  return game !== null && findMeta(game) ? <RulesButton game={game} /> : null;
}

function ReplayTitle({ local, game }: { local: boolean; game: string | null }) {
  const { t } = useWords();
  const title = game ? t('replay.titleOf', { game: gameName(game) }) : t('replay.title');
  useDocumentTitle(title);
  return (
    <h1 className="match-title">
      {title} <span className="match-kind">{local ? t('replay.local') : t('replay.online')}</span>
    </h1>
  );
}
