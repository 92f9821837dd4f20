/**
 * The designer's lab (`/lab`, `/lab/<game>`): pick a game, choose the
 * experiment (lab/LabForm.tsx), and play it in Web Workers across the
 * device's cores, the progress bar and the figures growing as results
 * arrive; then take the report away (JSON, CSV, PNG) or the link that
 * reopens the same experiment. A link with an experiment in its query
 * (`?games=…`) runs it on opening. The numbers are the command line's for
 * the same experiment: both play it with the lab's core.
 */
import type { AnyGameModule } from '@gameshelf/engine';
import { reportFigures } from '@gameshelf/lab/core';
import { useEffect, useMemo, useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import { Link } from '../app/navigation.tsx';
import { GAMES, gameArt } from '../catalog/games.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { type LabChoice, planChoice } from '../lab/choice.ts';
import { Exports } from '../lab/Exports.tsx';
import { Figures, useFigureWords } from '../lab/Figures.tsx';
import { LabForm } from '../lab/LabForm.tsx';
import { choiceFromQuery, choiceQuery } from '../lab/link.ts';
import { Numbers } from '../lab/Numbers.tsx';
import { Progress } from '../lab/Progress.tsx';
import { useExperiment } from '../lab/use-experiment.ts';
import { useLabModule } from '../lab/use-lab-module.ts';
import { errorWords } from '../match/errors.ts';
import { NotFound } from './NotFound.tsx';
import '../lab/Lab.css';

export default function Lab({ game }: { game: string | null }) {
  return game === null ? <LabIndex /> : <LabForGame game={game} />;
}

function LabIndex() {
  const { t } = useWords();
  useDocumentTitle(t('lab.title'));
  return (
    <div className="page lab">
      <section className="lab-head">
        <h1>{t('lab.title')}</h1>
        <p>{t('lab.intro')}</p>
      </section>
      <h2>{t('lab.pick')}</h2>
      <ul className="lab-games">
        {GAMES.map((meta) => {
          const Art = gameArt(meta.id);
          return (
            <li key={meta.id} className="card">
              {Art ? (
                <div className="lab-game-art">
                  <Art />
                </div>
              ) : null}
              <div>
                <h3>{meta.name}</h3>
                <p>{t(`meta:${meta.id}.tagline`)}</p>
                <Link
                  className="button primary"
                  href={`/lab/${meta.id}`}
                  aria-label={t('lab.openGame', { game: meta.name })}
                >
                  {t('lab.open')}
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function LabForGame({ game }: { game: string }) {
  const { t } = useWords();
  const load = useLabModule(game);
  if (load.status === 'loading') return <Loading what={t('loading.game')} />;
  if (load.status !== 'ready')
    return <NotFound title={t('notFound.game')} detail={t('notFound.gameDetail', { game })} />;
  return <Bench module={load.module} />;
}

/** The address of the lab page with this experiment in its query. */
function experimentPath(module: AnyGameModule, choice: LabChoice): string {
  return `/lab/${module.game.id}?${choiceQuery(module, choice)}`;
}

function Bench({ module }: { module: AnyGameModule }) {
  const { game } = module;
  const { t } = useWords(['web', game.id]);
  useDocumentTitle(t('lab.gameTitle', { game: game.name }));
  const [choice, setChoice] = useState<LabChoice>(() => choiceFromQuery(module, window.location.search));
  const planned = useMemo(() => planChoice(module, choice), [module, choice]);
  const { state, start, cancel } = useExperiment(module);
  const [ran, setRan] = useState<LabChoice | null>(null);
  const words = useFigureWords();
  const figures = useMemo(
    () => (state.report ? reportFigures(state.report, words) : []),
    [state.report, words],
  );

  const run = () => {
    if (!planned.ok) return;
    // The address becomes the experiment's link: a reload, a bookmark or a copy reopens it.
    window.history.replaceState(null, '', experimentPath(module, choice));
    setRan(choice);
    start(planned.value, choice.mode === 'report');
  };
  // A link that names an experiment runs it on opening (React's strict mode opens twice in development:
  // the second start replaces the first).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on opening only; later, the form's button runs it
  useEffect(() => {
    if (new URLSearchParams(window.location.search).has('games')) run();
  }, []);

  const running = state.status === 'running';
  const report = state.report;
  return (
    <div className="page lab">
      <section className="lab-head">
        <h1>{t('lab.gameTitle', { game: game.name })}</h1>
        <p>
          {t('lab.gameIntro')} <Link href="/lab">{t('lab.otherGame')}</Link>
        </p>
      </section>
      <LabForm
        module={module}
        choice={choice}
        onChange={setChoice}
        onRun={run}
        onCancel={cancel}
        running={running}
        problem={planned.ok ? null : errorWords(planned.error, t)}
      />
      {state.status !== 'idle' ? (
        <section className="lab-results" aria-labelledby="lab-results-title">
          <h2 id="lab-results-title">{t('lab.results')}</h2>
          <Progress state={state} />
          {report && state.played > 0 ? (
            <>
              <Numbers report={report} />
              <Figures figures={figures} />
            </>
          ) : null}
          {report && ran && state.status === 'done' ? (
            <Exports
              report={report}
              figures={figures}
              heading={[
                t('lab.gameTitle', { game: game.name }),
                t('lab.export.heading', { count: report.games, seed: String(report.seed) }),
              ]}
              link={new URL(experimentPath(module, ran), window.location.origin).href}
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
