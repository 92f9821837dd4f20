/**
 * `/learn/<game>`: a game's tutorial on the game's real board (the match
 * page's `MatchView`, fed by a `LessonTable`: the script played by the
 * engine in a worker, as a local match is). The step's words above the
 * board, one idea at a time, with the progress; a wrong move's kind words in
 * a polite live region; restart; and, at the end, the ways on: a game
 * against a bot and the rules page.
 */
import type { AnyGameModule, Move, TutorialModule } from '@gameshelf/engine';
import { loadTutorial } from '@gameshelf/shelf/catalog';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Loading } from '../app/Loading.tsx';
import { Link } from '../app/navigation.tsx';
import type { AnyBoard } from '../games/board.ts';
import { useGame } from '../games/load.ts';
import { useNamespaceWords } from '../i18n/game-words.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { MatchView } from '../match/MatchView.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { LessonTable } from './lesson-table.ts';
import '../pages/MatchPage.css';
import './Learn.css';

type LearnLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'missing' }
  | { readonly status: 'ready'; readonly learn: TutorialModule<Move> };

function useTutorial(game: string): LearnLoad {
  const [load, setLoad] = useState<LearnLoad>({ status: 'loading' });
  useEffect(() => {
    const pending = loadTutorial(game);
    if (pending === null) {
      setLoad({ status: 'missing' });
      return;
    }
    let live = true;
    pending.then(
      (learn) => live && setLoad({ status: 'ready', learn }),
      () => live && setLoad({ status: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return load;
}

export default function Learn({ game }: { game: string }) {
  const { t } = useWords();
  const load = useGame(game);
  const learn = useTutorial(game);
  if (load.status === 'loading' || learn.status === 'loading') return <Loading what={t('loading.game')} />;
  if (load.status !== 'ready' || learn.status !== 'ready')
    return <NotFound title={t('notFound.unplayable')} />;
  return <Lesson module={load.game.module} Board={load.game.Board} learn={learn.learn} />;
}

function Lesson({
  module,
  Board,
  learn,
}: {
  module: AnyGameModule;
  Board: AnyBoard;
  learn: TutorialModule<Move>;
}) {
  const { t } = useWords();
  const id = module.game.id;
  const words = useNamespaceWords(`${id}-tutorial`, learn.locales);
  useDocumentTitle(words('title'));
  const [table] = useState(() => new LessonTable(id, learn.tutorial.steps.length));
  useEffect(() => () => table.close(), [table]);
  const progress = useSyncExternalStore(table.subscribe, table.getProgress);
  const step = learn.tutorial.steps[progress.step];
  return (
    <div className="page match-page learn-page">
      <h1 className="match-title">{words('title')}</h1>
      <section className="learn-step card" aria-labelledby="learn-step-title">
        <h2 id="learn-step-title" className="learn-progress">
          {step
            ? t('learn.progress', { step: progress.step + 1, steps: progress.steps })
            : t('learn.finished')}
        </h2>
        <p className="learn-words">{words(step ? step.words : learn.tutorial.done)}</p>
        <p className="learn-wrong" role="status" aria-live="polite">
          {progress.wrong ? words(progress.wrong) : ''}
        </p>
        <div className="learn-actions">
          <button type="button" className="button" onClick={() => table.restart()}>
            {t('learn.restart')}
          </button>
          {step ? null : (
            <>
              <Link className="button primary" href={`/new/${id}`}>
                {t('learn.playBot')}
              </Link>
              <Link className="button" href={`/rules/${id}`}>
                {t('learn.rules')}
              </Link>
            </>
          )}
        </div>
      </section>
      <MatchView
        table={table}
        module={module}
        Board={Board}
        {...(step ? {} : { ended: t('learn.finished') })}
      />
    </div>
  );
}
