/**
 * Signing up: a display name, then a passkey (the browser's own dialog) or a
 * password. The seats this browser holds as a guest move to the account.
 */
import { ACCOUNT_NAME_MAX, PASSWORD_MIN } from '@gameshelf/protocol';
import { useState } from 'react';
import { Link } from '../app/navigation.tsx';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { accountApi } from './account-api.ts';
import { signUpWithPasskey } from './passkeys.ts';
import { useSigning } from './signing.ts';
import './Account.css';

export default function SignUp() {
  const { t } = useWords();
  useDocumentTitle(t('account.signUpTitle'));
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const { busy, failure, finish } = useSigning();

  return (
    <div className="page account-page">
      <div className="card account-card">
        <h1>{t('account.signUpTitle')}</h1>
        <p>{t('account.why')}</p>
        <form
          className="account-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void finish(accountApi.signUp(name, password));
          }}
        >
          <div className="field">
            <label htmlFor="signup-name">{t('account.name')}</label>
            <input
              id="signup-name"
              type="text"
              autoComplete="username webauthn"
              maxLength={ACCOUNT_NAME_MAX}
              required
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-describedby="signup-name-rule"
            />
            <small className="hint" id="signup-name-rule">
              {t('account.nameRule')}
            </small>
          </div>
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => void finish(signUpWithPasskey(name))}
          >
            {t('account.signUpPasskey')}
          </button>
          <p className="account-or">{t('account.or')}</p>
          <div className="field">
            <label htmlFor="signup-password">{t('account.password')}</label>
            <input
              id="signup-password"
              type="password"
              autoComplete="new-password"
              minLength={PASSWORD_MIN}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-describedby="signup-password-rule"
            />
            <small className="hint" id="signup-password-rule">
              {t('account.passwordRule', { min: PASSWORD_MIN })}
            </small>
          </div>
          <button type="submit" className="button" disabled={busy || password === ''}>
            {t('account.signUpPassword')}
          </button>
        </form>
        {failure ? (
          <p className="notice error" role="alert">
            {errorWords(failure, t)}
          </p>
        ) : null}
        <p>
          {t('account.haveOne')} <Link href="/signin">{t('account.signIn')}</Link>
        </p>
      </div>
    </div>
  );
}
