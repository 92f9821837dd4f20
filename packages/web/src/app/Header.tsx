/** The bar at the top of every page: the name, the way to the games, your games, replays and the designer's lab, and the language. */

import { AccountMenu } from '../account/AccountMenu.tsx';
import { LanguagePicker } from '../i18n/LanguagePicker.tsx';
import { useWords } from '../i18n/use-words.ts';
import { useWaitingCount } from '../notify/turns.ts';
import { Link } from './navigation.tsx';
import type { Route } from './routes.ts';

export function Header({ route }: { route: Route }) {
  const { t } = useWords();
  const current = (page: Route['page']) => (route.page === page ? 'page' : undefined);
  const waiting = useWaitingCount();
  return (
    <header className="site-header">
      <Link href="/" className="brand" aria-label={t('app.homeLink')}>
        <svg viewBox="0 0 32 32" aria-hidden="true" width="28" height="28">
          <rect x="3" y="5" width="26" height="22" rx="5" fill="var(--felt)" />
          <circle cx="11" cy="16" r="4" fill="var(--paper)" />
          <rect x="17" y="12" width="8" height="8" rx="1.5" fill="#f3a712" />
        </svg>
        <span className="brand-name">{t('app.name')}</span>
      </Link>
      <nav aria-label={t('app.nav.label')}>
        <Link href="/" aria-current={current('home')}>
          {t('app.nav.games')}
        </Link>
        <Link href="/lobby" aria-current={current('lobby')}>
          {t('app.nav.lobby')}
        </Link>
        <Link href="/my-games" aria-current={current('mine')}>
          {t('app.nav.mine')}
          {waiting > 0 ? (
            <span className="turn-count" title={t('app.nav.myTurns', { count: waiting })}>
              {' '}
              {waiting}
            </span>
          ) : null}
        </Link>
        <Link href="/replays" aria-current={current('replays')}>
          {t('app.nav.replays')}
        </Link>
        <Link href="/lab" aria-current={current('lab')}>
          {t('app.nav.lab')}
        </Link>
      </nav>
      <AccountMenu route={route} />
      <LanguagePicker />
    </header>
  );
}
