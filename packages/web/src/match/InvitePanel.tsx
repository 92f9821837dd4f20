/** The invite link of an online match with open seats, with a button to copy it. */
import { useState } from 'react';

export function InvitePanel({ id, open }: { id: string; open: number }) {
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
      <h2 id="invite-title">Invite {open === 1 ? 'a friend' : `${open} friends`}</h2>
      <p>Whoever opens this link can take an open seat.</p>
      <div className="invite-row">
        <input
          type="text"
          readOnly
          value={link}
          aria-label="Invite link"
          onFocus={(e) => e.currentTarget.select()}
        />
        <button type="button" className="button" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
    </section>
  );
}
