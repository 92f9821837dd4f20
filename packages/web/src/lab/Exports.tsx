/**
 * Taking a finished experiment away: its report as JSON (what `gameshelf lab
 * --json` prints for the same experiment) or CSV, its figures as a PNG, and
 * the link that reopens the same experiment here.
 */
import type { ExperimentReport, Figure } from '@gameshelf/lab/core';
import { useState } from 'react';
import { useWords } from '../i18n/use-words.ts';
import { download } from '../kit/download.ts';
import { reportCsv, reportFileName, reportJson } from './export.ts';
import { figuresPng } from './png.ts';

export function Exports({
  report,
  figures,
  heading,
  link,
}: {
  report: ExperimentReport;
  figures: readonly Figure[];
  /** The PNG's heading: the experiment in words. */
  heading: readonly string[];
  link: string;
}) {
  const { t } = useWords();
  const [note, setNote] = useState<string | null>(null);
  const save = (text: string, type: string, extension: string) =>
    download(new Blob([text], { type }), reportFileName(report, extension));
  const png = () => {
    setNote(null);
    figuresPng(figures, heading).then(
      (blob) => download(blob, reportFileName(report, 'png')),
      () => setNote(t('lab.export.pngFailed')),
    );
  };
  const copy = () => {
    // No clipboard without a secure context (a plain-http address other than localhost): the link is shown anyway.
    if (!navigator.clipboard) return setNote(t('lab.export.copyFailed'));
    navigator.clipboard.writeText(link).then(
      () => setNote(t('lab.export.copied')),
      () => setNote(t('lab.export.copyFailed')),
    );
  };
  return (
    <section className="lab-exports" aria-labelledby="lab-exports-title">
      <h2 id="lab-exports-title">{t('lab.export.title')}</h2>
      <div className="lab-export-buttons">
        <button
          type="button"
          className="button"
          onClick={() => save(reportJson(report), 'application/json', 'json')}
        >
          {t('lab.export.json')}
        </button>
        <button type="button" className="button" onClick={() => save(reportCsv(report), 'text/csv', 'csv')}>
          {t('lab.export.csv')}
        </button>
        <button type="button" className="button" onClick={png}>
          {t('lab.export.png')}
        </button>
        <button type="button" className="button" onClick={copy}>
          {t('lab.export.copy')}
        </button>
      </div>
      <p className="lab-link">
        <a href={link}>{t('lab.export.link')}</a>
      </p>
      <p className="lab-note" role="status">
        {note}
      </p>
    </section>
  );
}
