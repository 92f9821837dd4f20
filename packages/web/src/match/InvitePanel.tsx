/** The invite link of an online match with open seats, with a button to copy it. */
import { useState } from 'react';
import { useWords } from '../i18n/use-words.ts';

export function InvitePanel({ id, open }: { id: string; open: number }) {
  const { t } = useWords();
  const link = `${window.location.origin}/join/${id}`;
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className="card invite-panel" aria-labelledby="invite-title">
      <h2 id="invite-title">{t('invite.title', { count: open })}</h2>
      <p>{t('invite.how')}</p>
      <div className="invite-row">
        <input
          type="text"
          readOnly
          value={link}
          aria-label={t('invite.link')}
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button" onClick={copy}>
          {copied ? t('invite.copied') : t('invite.copy')}
        </button>
      </div>
    </section>
  );
}
