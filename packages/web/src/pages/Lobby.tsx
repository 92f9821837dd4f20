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
import { words } from '../words/table-words.ts';
import '../lobby/Lobby.css';

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
  const { entries, connection } = state;
  if (entries === null) return <Loading what={words('lobby.connecting')} />;
  const shown = game === '' ? entries : entries.filter((e) => e.game === game);
  return (
    <>
      {connection === 'reconnecting' ? <p className="notice">{words('lobby.reconnecting')}</p> : null}
      <LobbyList entries={shown} name={name} />
    </>
  );
}

export default function Lobby() {
  const feed = useLobby();
  const [name, setName] = useState(playerName);
  const [game, setGame] = useState('');
  const state = useLobbyState(feed);
  const entries = state.entries ?? [];
  const ratings = entries.some((e) => e.seats.some((s) => typeof s.rating === 'number'));
  return (
    <div className="page lobby">
      <h1>{words('lobby.title')}</h1>
      <p className="lobby-intro">{words('lobby.intro')}</p>
      <div className="field lobby-name">
        <label htmlFor="lobby-name">{words('lobby.yourName')}</label>
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
          <h2 id="open-games">{words('lobby.open')}</h2>
          <label htmlFor="lobby-filter">{words('lobby.filter')}</label>
          <select id="lobby-filter" value={game} onChange={(e) => setGame(e.target.value)}>
            <option value="">{words('lobby.allGames')}</option>
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
