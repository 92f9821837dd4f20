/**
 * The two ways into a game from the lobby: quick pairing (the game, and
 * optionally the player count, time control, rated games only and a rating
 * range) and opening a game of one's own, listed until its seats are taken.
 * Rated games are offered to signed-in players.
 */
import type { LobbyEntry } from '@gameshelf/protocol';
import { useState } from 'react';
import { useAccount } from '../account/session.ts';
import { navigate } from '../app/navigation.tsx';
import { GAMES } from '../catalog/games.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import type { TableError } from '../session/table.ts';
import { ClockFields, type ClockValue, NO_CLOCK } from './ClockFields.tsx';
import { openGame, pairMe } from './take-seat.ts';
import { clockOf } from './time-control.ts';

const ONLINE_GAMES = GAMES.filter((g) => g.players.max > 1);

function counts(game: string): number[] {
  const meta = ONLINE_GAMES.find((g) => g.id === game);
  if (!meta) return [];
  const from = Math.max(2, meta.players.min);
  return Array.from({ length: meta.players.max - from + 1 }, (_, i) => from + i);
}

function GameField({ id, game, onChange }: { id: string; game: string; onChange: (game: string) => void }) {
  const { t } = useWords();
  return (
    <div className="field">
      <label htmlFor={`${id}-game`}>{t('lobby.game')}</label>
      <select id={`${id}-game`} value={game} onChange={(e) => onChange(e.target.value)}>
        {ONLINE_GAMES.map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </select>
    </div>
  );
}

function Failure({ error }: { error: TableError | null }) {
  const { t } = useWords();
  return error ? (
    <p className="notice error" role="alert">
      {errorWords(error, t)}
    </p>
  ) : null;
}

const FIRST = ONLINE_GAMES[0]?.id ?? '';

/** "Rated", for a signed-in player only: a guest has no rating to play for. */
function RatedField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: boolean;
  onChange: (rated: boolean) => void;
}) {
  const account = useAccount();
  if (!account) return null;
  return (
    <label className="check" htmlFor={`${id}-rated`}>
      <input
        id={`${id}-rated`}
        type="checkbox"
        checked={value}
        onChange={(e) => onChange(e.target.checked)}
      />{' '}
      {label}
    </label>
  );
}

export function QuickPairForm({
  name,
  ratings,
  waitingIn,
}: {
  name: string;
  ratings: boolean;
  /** The open games this browser already waits in: pairing the same game again goes back to that one. */
  waitingIn: readonly LobbyEntry[];
}) {
  const { t } = useWords();
  const [game, setGame] = useState(FIRST);
  const [players, setPlayers] = useState<number | null>(null);
  const [clock, setClock] = useState<ClockValue>(NO_CLOCK);
  const [range, setRange] = useState({ min: 0, max: 3000 });
  const [rated, setRated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TableError | null>(null);
  const pair = async () => {
    const already = waitingIn.find((e) => e.game === game);
    if (already) return navigate(`/match/${already.match}`);
    setBusy(true);
    setFailure(null);
    const taken = await pairMe(
      {
        game,
        ...(players === null ? {} : { players }),
        clock: clockOf(clock.choice, clock.onTimeout),
        ...(rated ? { rated: true } : {}),
        ...(ratings || rated ? { rating: range } : {}),
      },
      name,
    );
    if (!taken.ok) {
      setBusy(false);
      setFailure(taken.error);
    }
  };
  return (
    <form
      className="card lobby-form"
      aria-labelledby="quick-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void pair();
      }}
    >
      <h2 id="quick-title">{t('lobby.quick')}</h2>
      <p className="hint">{t('lobby.quickIntro')}</p>
      <GameField
        id="quick"
        game={game}
        onChange={(g) => {
          setGame(g);
          setPlayers(null);
        }}
      />
      <div className="field">
        <label htmlFor="quick-players">{t('lobby.players')}</label>
        <select
          id="quick-players"
          value={players ?? ''}
          onChange={(e) => setPlayers(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t('lobby.anyPlayers')}</option>
          {counts(game).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <ClockFields id="quick" value={clock} onChange={setClock} />
      <RatedField id="quick" label={t('lobby.ratedOnly')} value={rated} onChange={setRated} />
      {ratings || rated ? (
        <div className="field rating-range">
          <label htmlFor="quick-min">{t('lobby.ratingMin')}</label>
          <input
            id="quick-min"
            type="number"
            min={0}
            max={range.max}
            value={range.min}
            onChange={(e) => setRange({ ...range, min: Number(e.target.value) })}
          />
          <label htmlFor="quick-max">{t('lobby.ratingMax')}</label>
          <input
            id="quick-max"
            type="number"
            min={range.min}
            max={5000}
            value={range.max}
            onChange={(e) => setRange({ ...range, max: Number(e.target.value) })}
          />
        </div>
      ) : null}
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t('lobby.pairing') : t('lobby.pair')}
      </button>
      <Failure error={failure} />
    </form>
  );
}

export function OpenGameForm({ name }: { name: string }) {
  const { t } = useWords();
  const [game, setGame] = useState(FIRST);
  const [players, setPlayers] = useState(() => counts(FIRST)[0] ?? 2);
  const [clock, setClock] = useState<ClockValue>(NO_CLOCK);
  const [rated, setRated] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TableError | null>(null);
  const create = async () => {
    setBusy(true);
    setFailure(null);
    const taken = await openGame(
      { game, players, clock: clockOf(clock.choice, clock.onTimeout), rated },
      name,
    );
    if (!taken.ok) {
      setBusy(false);
      setFailure(taken.error);
    }
  };
  return (
    <form
      className="card lobby-form"
      aria-labelledby="open-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (!busy) void create();
      }}
    >
      <h2 id="open-title">{t('lobby.createTitle')}</h2>
      <GameField
        id="open"
        game={game}
        onChange={(g) => {
          setGame(g);
          setPlayers(counts(g)[0] ?? 2);
        }}
      />
      <div className="field">
        <label htmlFor="open-players">{t('lobby.players')}</label>
        <select id="open-players" value={players} onChange={(e) => setPlayers(Number(e.target.value))}>
          {counts(game).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <ClockFields id="open" value={clock} onChange={setClock} />
      <RatedField id="open" label={t('newGame.rated')} value={rated} onChange={setRated} />
      <button type="submit" className="button primary" disabled={busy}>
        {busy ? t('lobby.creating') : t('lobby.create')}
      </button>
      <Failure error={failure} />
    </form>
  );
}
