/** How far the experiment has come: a progress bar, the games played, and what happened in words. */
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import type { LabRunState } from './use-experiment.ts';

export function Progress({ state }: { state: LabRunState }) {
  const { t } = useWords();
  const { status, played, total, workers, error } = state;
  const said =
    status === 'running'
      ? t('lab.status.running', { count: workers })
      : status === 'done'
        ? t('lab.status.done', { count: played })
        : status === 'cancelled'
          ? t('lab.status.cancelled', { played, total })
          : status === 'failed' && error
            ? t('lab.status.failed', { error: errorWords(error, t) })
            : '';
  return (
    <div className="lab-progress">
      <label htmlFor="lab-progress-bar">{t('lab.progress', { played, total })}</label>
      <progress id="lab-progress-bar" max={Math.max(1, total)} value={played} />
      <p role="status" className={status === 'failed' ? 'notice error' : undefined}>
        {said}
      </p>
    </div>
  );
}
