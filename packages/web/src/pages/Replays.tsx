/**
 * Replays: open a record file (`gameshelf play --record`, or downloaded
 * here), or pick one of this browser's finished games.
 */
import { useState } from 'react';
import { Link } from '../app/navigation.tsx';
import { gameName } from '../catalog/games.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { localeOf } from '../i18n/translate.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { ReplayViewer } from '../replay/ReplayViewer.tsx';
import { localMatches } from '../store/local-matches.ts';
import { heldSeats } from '../store/seats.ts';
import './MyGames.css';

export default function Replays() {
  const { t, language } = useWords();
  useDocumentTitle(t('replays.title'));
  const when = (time: number | string) => new Date(time).toLocaleString(localeOf(language));
  const [uploaded, setUploaded] = useState<{ name: string; raw: unknown } | null>(null);
  const [bad, setBad] = useState<string | null>(null);
  const finishedHere = localMatches().filter((m) => m.record?.result);
  const online = heldSeats();

  async function open(file: File | undefined) {
    setBad(null);
    setUploaded(null);
    if (!file) return;
    if (file.size > 20_000_000) return setBad(t('replays.tooLarge'));
    try {
      setUploaded({ name: file.name, raw: JSON.parse(await file.text()) });
    } catch {
      setBad(errorWords({ code: 'record/malformed', message: '' }, t));
    }
  }

  return (
    <div className="page my-games">
      <h1>{t('replays.title')}</h1>
      <section className="card list-card">
        <h2>{t('replays.open')}</h2>
        <p className="hint">
          {t('replays.what')} <code>--record</code>
        </p>
        <input
          type="file"
          accept=".json,application/json"
          aria-label={t('replays.file')}
          onChange={(e) => void open(e.target.files?.[0])}
        />
        {bad ? (
          <p className="notice error" role="alert">
            {bad}
          </p>
        ) : null}
      </section>
      {uploaded ? (
        <section aria-label={t('replays.of', { name: uploaded.name })}>
          <ReplayViewer raw={uploaded.raw} />
        </section>
      ) : null}
      <section className="card list-card">
        <h2>{t('replays.here')}</h2>
        {finishedHere.length === 0 ? <p className="hint">{t('replays.none')}</p> : null}
        <ul className="game-list">
          {finishedHere.map((m) => (
            <li key={m.id}>
              <span>{gameName(m.setup.game)}</span>
              <span className="hint">{when(m.updatedAt)}</span>
              <Link className="button" href={`/local/${m.id}/replay`}>
                {t('replays.replay')}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {online.length > 0 ? (
        <section className="card list-card">
          <h2>{t('replays.online')}</h2>
          <p className="hint">{t('replays.onlineHint')}</p>
          <ul className="game-list">
            {online.map((s) => (
              <li key={s.match}>
                <span>{gameName(s.game)}</span>
                <span className="hint">{when(s.joinedAt)}</span>
                <Link className="button" href={`/replay/${s.match}`}>
                  {t('replays.replay')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
