/** Signing in: with a passkey (no name needed), or a name and password. The guest's seats move to the account. */
import { useState } from 'react';
import { Link } from '../app/navigation.tsx';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { accountApi } from './account-api.ts';
import { signInWithPasskey } from './passkeys.ts';
import { useSigning } from './signing.ts';
import './Account.css';

export default function SignIn() {
  const { t } = useWords();
  useDocumentTitle(t('account.signInTitle'));
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { busy, failure, finish } = useSigning();

  return (
    <div className="page account-page">
      <div className="card account-card">
        <h1>{t('account.signInTitle')}</h1>
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={() => void finish(signInWithPasskey())}
        >
          {t('account.signInPasskey')}
        </button>
        <p className="account-or">{t('account.or')}</p>
        <form
          className="account-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void finish(accountApi.signIn(name, password));
          }}
        >
          <div className="field">
            <label htmlFor="signin-name">{t('account.name')}</label>
            <input
              id="signin-name"
              type="text"
              autoComplete="username"
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="signin-password">{t('account.password')}</label>
            <input
              id="signin-password"
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t('account.signInPassword')}
          </button>
        </form>
        {failure ? (
          <p className="notice error" role="alert">
            {errorWords(failure, t)}
          </p>
        ) : null}
        <p>
          {t('account.noAccount')} <Link href="/signup">{t('account.signUp')}</Link>
        </p>
      </div>
    </div>
  );
}
