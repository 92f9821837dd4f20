/**
 * A match on this device: the engine and the bots run in a Web Worker; the
 * record is kept in local storage after every move, so a reload continues.
 */
import { useEffect, useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import { navigate } from '../app/navigation.tsx';
import { type LoadedGame, useGame } from '../games/load.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { LocalTable } from '../local/local-table.ts';
import { defaultPort } from '../local/port.ts';
import { MatchView } from '../match/MatchView.tsx';
import {
  createLocalMatch,
  findLocalMatch,
  type LocalMatchEntry,
  saveLocalRecord,
} from '../store/local-matches.ts';
import { botDelayMs } from '../store/settings.ts';
import { NotFound } from './NotFound.tsx';
import './MatchPage.css';
import { RulesButton } from '../rules/RulesDrawer.tsx';

export default function LocalMatch({ id }: { id: string }) {
  const { t } = useWords();
  const [entry] = useState(() => findLocalMatch(id));
  const load = useGame(entry?.setup.game ?? null);
  if (!entry) return <NotFound title={t('notFound.local')} detail={t('notFound.localDetail')} />;
  if (load.status === 'loading') return <Loading what={t('loading.game')} />;
  if (load.status !== 'ready') return <NotFound title={t('notFound.unplayable')} />;
  return <LocalTableView key={id} entry={entry} game={load.game} />;
}

function LocalTableView({ entry, game }: { entry: LocalMatchEntry; game: LoadedGame }) {
  const { t } = useWords();
  const name = game.module.game.name;
  useDocumentTitle(name);
  const [table, setTable] = useState<LocalTable | null>(null);
  useEffect(() => {
    const local = new LocalTable({
      setup: entry.setup,
      record: entry.record,
      port: defaultPort(),
      botDelayMs: botDelayMs(),
      onRecord: (record, toAct) => saveLocalRecord(entry.id, record, toAct),
    });
    setTable(local);
    return () => local.close();
  }, [entry]);
  const rematch = () => {
    const { seed: _seed, ...setup } = entry.setup;
    navigate(`/local/${createLocalMatch(setup).id}`);
  };
  return (
    <div className="page match-page">
      <h1 className="match-title">
        {name} <span className="match-kind">{t('match.kind.local')}</span>
      </h1>
      <RulesButton game={game.module.game.id} />
      {table ? (
        <MatchView
          table={table}
          module={game.module}
          Board={game.Board}
          onRematch={rematch}
          rematchLabel={t('match.playAgain')}
          replayHref={`/local/${entry.id}/replay`}
        />
      ) : (
        <Loading />
      )}
    </div>
  );
}
