/** The header's account menu: sign in and sign up for a guest; the signed-in name (their profile) and the account page. */
import { Link } from '../app/navigation.tsx';
import type { Route } from '../app/routes.ts';
import { useWords } from '../i18n/use-words.ts';
import { useAccount } from './session.ts';
import './AccountMenu.css';

export function AccountMenu({ route }: { route: Route }) {
  const { t } = useWords();
  const account = useAccount();
  const current = (page: Route['page']) => (route.page === page ? 'page' : undefined);
  if (account === undefined) return null;
  return (
    <nav className="account-menu" aria-label={t('account.menu')}>
      {account === null ? (
        <>
          <Link href="/signin" aria-current={current('signin')}>
            {t('account.signIn')}
          </Link>
          <Link href="/signup" aria-current={current('signup')}>
            {t('account.signUp')}
          </Link>
        </>
      ) : (
        <>
          <Link href={`/players/${encodeURIComponent(account.name)}`}>{account.name}</Link>
          <Link href="/account" aria-current={current('account')}>
            {t('account.page')}
          </Link>
        </>
      )}
    </nav>
  );
}
