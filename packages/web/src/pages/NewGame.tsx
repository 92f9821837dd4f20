/**
 * Setting up a match: where to play (this screen, or online), how many
 * players, the game's options (from its own option specs) and who sits in
 * each seat. The engine's `checkSetup` says whether the choice is valid.
 */
import { type AnyGameModule, type OptionValue, offeredLevels, parseOptionValues } from '@gameshelf/engine';
import { useMemo, useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import { navigate } from '../app/navigation.tsx';
import { findMeta, gameArt } from '../catalog/games.ts';
import { useGame } from '../games/load.ts';
import { errorWords } from '../match/errors.ts';
import { api } from '../net/api.ts';
import type { TableError } from '../session/table.ts';
import { createLocalMatch } from '../store/local-matches.ts';
import { holdSeat } from '../store/seats.ts';
import { NotFound } from './NotFound.tsx';
import { OptionField } from './new-game/OptionField.tsx';
import { nearestCount, playableCounts } from './new-game/player-counts.ts';
import {
  choiceLabel,
  fitSeats,
  localSeats,
  type Mode,
  onlineSeats,
  type SeatChoice,
  seatChoices,
} from './new-game/seats.ts';
import './NewGame.css';

export default function NewGame({ game }: { game: string }) {
  const load = useGame(game);
  if (load.status === 'loading') return <Loading what="Loading the game" />;
  if (load.status !== 'ready')
    return <NotFound title="No such game" detail={`There is no game “${game}” here.`} />;
  return <SetupForm module={load.game.module} />;
}

function SetupForm({ module }: { module: AnyGameModule }) {
  const { game } = module;
  const levels = offeredLevels(module);
  const meta = findMeta(game.id);
  const Art = gameArt(game.id);
  const [mode, setMode] = useState<Mode>('here');
  const [players, setPlayers] = useState<number>(game.players.default);
  const [options, setOptions] = useState<Record<string, OptionValue>>(() =>
    Object.fromEntries(game.options.map((o) => [o.name, o.default])),
  );
  const [seats, setSeats] = useState<SeatChoice[]>(() => fitSeats([], game.players.default, 'here', levels));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TableError | null>(null);

  const checked = useMemo(() => {
    const parsed = parseOptionValues(game.options, options);
    return parsed.ok ? game.checkSetup(players, parsed.value) : parsed;
  }, [game, options, players]);

  const changePlayers = (n: number) => {
    setPlayers(n);
    setSeats(fitSeats(seats, n, mode, levels));
  };
  const changeOption = (name: string, value: OptionValue) => {
    const next = { ...options, [name]: value };
    setOptions(next);
    const count = nearestCount(playableCounts(game, next), players);
    if (count !== players) changePlayers(count);
  };
  const changeMode = (m: Mode) => {
    setMode(m);
    setSeats(fitSeats(seats, players, m, levels));
  };

  async function create() {
    setBusy(true);
    setFailure(null);
    if (mode === 'here') {
      const entry = createLocalMatch({ game: game.id, players, options, seats: localSeats(seats) });
      navigate(`/local/${entry.id}`);
      return;
    }
    const created = await api.createMatch({ game: game.id, players, options, seats: onlineSeats(seats) });
    const granted = created.ok ? await api.join(created.value.match, { seat: 0 }) : created;
    if (!granted.ok) {
      setBusy(false);
      setFailure(granted.error);
      return;
    }
    holdSeat({
      match: granted.value.match,
      game: game.id,
      seat: granted.value.seat,
      token: granted.value.token,
    });
    navigate(`/match/${granted.value.match}`);
  }

  const counts = Array.from(
    { length: game.players.max - game.players.min + 1 },
    (_, i) => game.players.min + i,
  );
  const playable = playableCounts(game, options);
  return (
    <div className="page new-game">
      <div className="new-game-head">
        {Art ? (
          <div className="new-game-art">
            <Art />
          </div>
        ) : null}
        <div>
          <h1>New game of {game.name}</h1>
          {meta ? <p className="new-game-tagline">{meta.tagline}</p> : null}
        </div>
      </div>
      <form
        className="card new-game-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (checked.ok && !busy) void create();
        }}
      >
        <fieldset className="field">
          <legend>Where</legend>
          <div className="segmented">
            {(['here', 'online'] as const).map((m) => (
              <label key={m} className={mode === m ? 'on' : ''}>
                <input
                  type="radio"
                  name="mode"
                  value={m}
                  checked={mode === m}
                  onChange={() => changeMode(m)}
                />
                {m === 'here' ? 'On this device' : 'Online'}
              </label>
            ))}
          </div>
          <span className="hint">
            {mode === 'here'
              ? 'Plays in this browser, even without a connection: against bots, or pass the device around.'
              : 'Plays on the server: invite friends with a link; bots play there too.'}
          </span>
        </fieldset>
        {counts.length > 1 ? (
          <div className="field">
            <label htmlFor="players">Players</label>
            <select id="players" value={players} onChange={(e) => changePlayers(Number(e.target.value))}>
              {counts.map((n) => (
                <option key={n} value={n} disabled={!playable.includes(n)}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <fieldset className="field seats">
          <legend>Seats</legend>
          {seats.map((choice, seat) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position
            <div className="seat-row" key={seat}>
              <label htmlFor={`seat-${seat}`}>P{seat + 1}</label>
              <select
                id={`seat-${seat}`}
                value={choice}
                disabled={seat === 0}
                onChange={(e) =>
                  setSeats(seats.map((c, i) => (i === seat ? (e.target.value as SeatChoice) : c)))
                }
              >
                {seatChoices(mode, seat, levels).map((c) => (
                  <option key={c} value={c}>
                    {choiceLabel(c)}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        {game.options.length > 0 ? (
          <fieldset className="field options">
            <legend>Options</legend>
            {game.options.map((spec) => (
              <OptionField
                key={spec.name}
                spec={spec}
                words={meta?.options[spec.name]}
                value={options[spec.name] ?? spec.default}
                onChange={(v) => changeOption(spec.name, v)}
              />
            ))}
          </fieldset>
        ) : null}
        {!checked.ok ? (
          <p className="notice error" role="alert">
            {errorWords(checked.error)}
          </p>
        ) : null}
        {failure ? (
          <p className="notice error" role="alert">
            {errorWords(failure)}
          </p>
        ) : null}
        <button type="submit" className="button primary start" disabled={!checked.ok || busy}>
          {busy ? 'Creating…' : 'Start the game'}
        </button>
      </form>
    </div>
  );
}
