/**
 * The shell: the header, and the page for the current address. Every page
 * but the home page is loaded on demand, so the home page stays small.
 */
import { lazy, Suspense } from 'react';
import { useWords } from '../i18n/use-words.ts';
import { Home } from '../pages/Home.tsx';
import { NotFound } from '../pages/NotFound.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { Header } from './Header.tsx';
import { Loading } from './Loading.tsx';
import { usePathname } from './navigation.tsx';
import { parseRoute, type Route } from './routes.ts';
import './App.css';

const NewGame = lazy(() => import('../pages/NewGame.tsx'));
const LocalMatch = lazy(() => import('../pages/LocalMatch.tsx'));
const OnlineMatch = lazy(() => import('../pages/OnlineMatch.tsx'));
const Join = lazy(() => import('../pages/Join.tsx'));
const MyGames = lazy(() => import('../pages/MyGames.tsx'));
const Lobby = lazy(() => import('../pages/Lobby.tsx'));
const Replays = lazy(() => import('../pages/Replays.tsx'));
const Replay = lazy(() => import('../pages/Replay.tsx'));
const Lab = lazy(() => import('../pages/Lab.tsx'));
const SignIn = lazy(() => import('../account/SignIn.tsx'));
const SignUp = lazy(() => import('../account/SignUp.tsx'));
const AccountPage = lazy(() => import('../account/AccountPage.tsx'));
const Rules = lazy(() => import('../pages/Rules.tsx'));
const Learn = lazy(() => import('../learn/Learn.tsx'));
const Profile = lazy(() => import('../ratings/Profile.tsx'));

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'home':
      return <Home />;
    case 'new':
      return <NewGame game={route.game} />;
    case 'local':
      return <LocalMatch id={route.id} />;
    case 'match':
      return <OnlineMatch id={route.id} />;
    case 'join':
      return <Join id={route.id} />;
    case 'mine':
      return <MyGames />;
    case 'lobby':
      return <Lobby />;
    case 'replays':
      return <Replays />;
    case 'replay':
      return <Replay source={{ kind: 'server', id: route.id }} />;
    case 'localReplay':
      return <Replay source={{ kind: 'local', id: route.id }} />;
    case 'lab':
      return <Lab game={route.game} />;
    case 'signin':
      return <SignIn />;
    case 'signup':
      return <SignUp />;
    case 'account':
      return <AccountPage />;
    case 'rules':
      return <Rules game={route.game} />;
    case 'learn':
      return <Learn game={route.game} />;
    case 'player':
      return <Profile name={route.name} />;
    case 'notFound':
      return <NotFound />;
  }
}

export function App() {
  const { t } = useWords();
  const pathname = usePathname();
  const route = parseRoute(pathname);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <Header route={route} />
      <main id="main">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<Loading />}>
            <Page route={route} />
          </Suspense>
        </ErrorBoundary>
      </main>
    </>
  );
}
