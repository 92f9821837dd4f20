/**
 * The lobby: open games waiting for players, followed live over the
 * WebSocket (filtered by game), with quick pairing and a form to open a
 * game of one's own. The player's name, given once here, goes with every seat taken.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Loading } from '../app/Loading.tsx';
import { GAMES } from '../catalog/games.ts';
import { OpenGameForm, QuickPairForm } from '../lobby/LobbyForms.tsx';
import { LobbyList } from '../lobby/LobbyList.tsx';
import { LobbyFeed, type LobbyState } from '../net/lobby-feed.ts';
import { playerName } from '../store/profile.ts';
import { seatIn } from '../store/seats.ts';
import '../lobby/Lobby.css';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';

function useLobby(): LobbyFeed | null {
  const [feed, setFeed] = useState<LobbyFeed | null>(null);
  useEffect(() => {
    const opened = new LobbyFeed();
    setFeed(opened);
    return () => opened.close();
  }, []);
  return feed;
}

const NOT_YET: LobbyState = { connection: 'connecting', entries: null };
const never = () => () => {};

function useLobbyState(feed: LobbyFeed | null): LobbyState {
  return useSyncExternalStore(feed?.subscribe ?? never, feed?.getState ?? (() => NOT_YET));
}

function Listing({ state, game, name }: { state: LobbyState; game: string; name: string }) {
  const { t } = useWords();
  const { entries, connection } = state;
  if (entries === null) return <Loading what={t('lobby.connecting')} />;
  const shown = game === '' ? entries : entries.filter((e) => e.game === game);
  return (
    <>
      {connection === 'reconnecting' ? <p className="notice">{t('lobby.reconnecting')}</p> : null}
      <LobbyList entries={shown} name={name} />
    </>
  );
}

export default function Lobby() {
  const { t } = useWords();
  useDocumentTitle(t('lobby.title'));
  const feed = useLobby();
  const [name, setName] = useState(playerName);
  const [game, setGame] = useState('');
  const state = useLobbyState(feed);
  const entries = state.entries ?? [];
  const ratings = entries.some((e) => e.seats.some((s) => typeof s.rating === 'number'));
  return (
    <div className="page lobby">
      <h1>{t('lobby.title')}</h1>
      <p className="lobby-intro">{t('lobby.intro')}</p>
      <div className="field lobby-name">
        <label htmlFor="lobby-name">{t('lobby.yourName')}</label>
        <input
          id="lobby-name"
          type="text"
          maxLength={40}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="lobby-forms">
        <QuickPairForm name={name} ratings={ratings} waitingIn={entries.filter((e) => seatIn(e.match))} />
        <OpenGameForm name={name} />
      </div>
      <section className="lobby-open" aria-labelledby="open-games">
        <div className="lobby-open-head">
          <h2 id="open-games">{t('lobby.open')}</h2>
          <label htmlFor="lobby-filter">{t('lobby.filter')}</label>
          <select id="lobby-filter" value={game} onChange={(e) => setGame(e.target.value)}>
            <option value="">{t('lobby.allGames')}</option>
            {GAMES.filter((g) => g.players.max > 1).map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </div>
        <Listing state={state} game={game} name={name} />
      </section>
    </div>
  );
}
