/** The signed-in account: its name (and profile), its passkeys (add another), and signing out. */
import { useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import { Link, navigate } from '../app/navigation.tsx';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import type { TableError } from '../session/table.ts';
import { accountApi } from './account-api.ts';
import { addPasskey } from './passkeys.ts';
import { SeatsElsewhere } from './SeatsElsewhere.tsx';
import { setAccount, useAccount } from './session.ts';
import './Account.css';

export default function AccountPage() {
  const { t, language } = useWords();
  useDocumentTitle(t('account.page'));
  const account = useAccount();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TableError | null>(null);
  if (account === undefined) return <Loading />;
  if (account === null) {
    return (
      <div className="page account-page">
        <div className="card account-card">
          <h1>{t('account.page')}</h1>
          <p>{t('account.signedOut')}</p>
          <p>
            <Link className="button primary" href="/signin">
              {t('account.signIn')}
            </Link>{' '}
            <Link className="button" href="/signup">
              {t('account.signUp')}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  const date = (ms: number) => new Date(ms).toLocaleDateString(language);

  async function add() {
    setBusy(true);
    setFailure(null);
    const added = await addPasskey();
    setBusy(false);
    if (!added.ok) return setFailure(added.error);
    setAccount(added.value.account);
  }

  async function signOut() {
    setBusy(true);
    await accountApi.signOut();
    setBusy(false);
    setAccount(null);
    navigate('/');
  }

  return (
    <div className="page account-page">
      <div className="card account-card">
        <h1>{t('account.page')}</h1>
        <p>
          {t('account.signedInAs')}{' '}
          <Link href={`/players/${encodeURIComponent(account.name)}`}>
            <b>{account.name}</b>
          </Link>
        </p>
        <h2>{t('account.passkeys')}</h2>
        {account.passkeys.length === 0 ? (
          <p>{t('account.noPasskeys')}</p>
        ) : (
          <ul className="account-passkeys">
            {account.passkeys.map((p) => (
              <li key={p.id}>
                {t('account.passkeyAdded', { date: date(p.createdAt) })}
                {p.usedAt === null ? null : ` · ${t('account.passkeyUsed', { date: date(p.usedAt) })}`}
              </li>
            ))}
          </ul>
        )}
        <p>{account.hasPassword ? t('account.hasPassword') : t('account.noPassword')}</p>
        <SeatsElsewhere onFailure={setFailure} />
        <p className="account-actions">
          <button type="button" className="button" disabled={busy} onClick={() => void add()}>
            {t('account.addPasskey')}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void signOut()}>
            {t('account.signOut')}
          </button>
        </p>
        {failure ? (
          <p className="notice error" role="alert">
            {errorWords(failure, t)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
