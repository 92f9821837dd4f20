/** A match that waits for its players: how many seats are open, and for a seated player, starting without them. */
import { useState } from 'react';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { api } from '../net/api.ts';
import type { AroundState } from '../net/online-table.ts';
import type { TableError } from '../session/table.ts';

export function WaitingPanel({
  around,
  id,
  token,
}: {
  around: AroundState;
  id: string;
  token: string | null;
}) {
  const { t } = useWords();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TableError | null>(null);
  if (!around.waiting) return null;
  const open = around.seats.filter((s) => s.kind === 'human' && !s.taken).length;
  const start = async () => {
    if (token === null) return;
    setBusy(true);
    const started = await api.start(id, token);
    setBusy(false);
    if (!started.ok) setFailure(started.error);
  };
  return (
    <section className="card waiting-panel" aria-labelledby="waiting-title" role="status">
      <h2 id="waiting-title">{t('waiting.title')}</h2>
      <p>{t('waiting.open', { count: open })}</p>
      {token !== null ? (
        <button type="button" className="button" disabled={busy} onClick={() => void start()}>
          {busy ? t('waiting.starting') : t('waiting.start')}
        </button>
      ) : null}
      {failure ? (
        <p className="notice error" role="alert">
          {errorWords(failure, t)}
        </p>
      ) : null}
    </section>
  );
}
