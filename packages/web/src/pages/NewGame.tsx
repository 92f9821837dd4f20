/**
 * Setting up a match: where to play (this screen, or online), how many
 * players, the game's options (from its own option specs) and who sits in
 * each seat. The engine's `checkSetup` says whether the choice is valid.
 */
import {
  type AnyGameModule,
  type OptionValue,
  offeredLevels,
  offeredOptions,
  parseOptionValues,
} from '@gameshelf/engine';
import { useMemo, useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import { navigate } from '../app/navigation.tsx';
import { gameArt } from '../catalog/games.ts';
import { useGame } from '../games/load.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { api } from '../net/api.ts';
import { seatHeld } from '../notify/push.ts';
import { botRatingOf, useBotRatings } from '../ratings/ratings-api.ts';
import type { TableError } from '../session/table.ts';
import { createLocalMatch } from '../store/local-matches.ts';
import { nameRequest, rememberName } from '../store/profile.ts';
import { holdSeat } from '../store/seats.ts';
import { NotFound } from './NotFound.tsx';
import { dealFrom } from './new-game/deal.ts';
import { chosenClock, initialOnlineChoice, OnlineFields } from './new-game/OnlineFields.tsx';
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
  const { t } = useWords();
  const load = useGame(game);
  if (load.status === 'loading') return <Loading what={t('loading.game')} />;
  if (load.status !== 'ready')
    return <NotFound title={t('notFound.game')} detail={t('notFound.gameDetail', { game })} />;
  return <SetupForm module={load.game.module} />;
}

function SetupForm({ module }: { module: AnyGameModule }) {
  const { game } = module;
  const { t } = useWords(['web', game.id]);
  useDocumentTitle(t('newGame.title', { game: game.name }));
  const levels = offeredLevels(module);
  // Internal options (a legacy switch such as Smashdodes' physics model) are not offered: they take their defaults.
  const offered = offeredOptions(game.options);
  const Art = gameArt(game.id);
  const [mode, setMode] = useState<Mode>('here');
  const [players, setPlayers] = useState<number>(game.players.default);
  const [options, setOptions] = useState<Record<string, OptionValue>>(() =>
    Object.fromEntries(offered.map((o) => [o.name, o.default])),
  );
  const [seats, setSeats] = useState<SeatChoice[]>(() => fitSeats([], game.players.default, 'here', levels));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TableError | null>(null);
  const [online, setOnline] = useState(initialOnlineChoice);
  // `?deal=…`: the same deal again (a match on this device only; the server deals online games itself).
  const [deal] = useState(() => dealFrom(window.location.search));
  // "hard (≈ 1627)": each bot level's measured rating at this table size.
  const bots = useBotRatings();

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
      const entry = createLocalMatch(
        { game: game.id, players, options, seats: localSeats(seats) },
        deal ?? undefined,
      );
      navigate(`/local/${entry.id}`);
      return;
    }
    const clock = chosenClock(online);
    const created = await api.createMatch({
      game: game.id,
      players,
      options,
      seats: onlineSeats(seats),
      ...(clock ? { clock } : {}),
      listed: online.listed,
      ...(online.rated ? { rated: true } : {}),
      // With friends to come, nobody moves before they are all seated (or the host starts without them).
      waitForPlayers: seats.includes('friend'),
    });
    rememberName(online.name);
    const granted = created.ok
      ? await api.join(created.value.match, { seat: 0, ...nameRequest(online.name) })
      : created;
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
    void seatHeld(granted.value.token);
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
          <h1>{t('newGame.title', { game: game.name })}</h1>
          <p className="new-game-tagline">{t(`meta:${game.id}.tagline`)}</p>
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
          <legend>{t('newGame.where')}</legend>
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
                {t(`newGame.mode.${m}`)}
              </label>
            ))}
          </div>
          <span className="hint">{t(`newGame.modeHint.${mode}`)}</span>
          {deal !== null ? (
            <span className="hint deal">
              {t(mode === 'here' ? 'newGame.deal' : 'newGame.dealOnline', { deal })}
            </span>
          ) : null}
        </fieldset>
        {counts.length > 1 ? (
          <div className="field">
            <label htmlFor="players">{t('newGame.players')}</label>
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
          <legend>{t('newGame.seats')}</legend>
          {seats.map((choice, seat) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its position
            <div className="seat-row" key={seat}>
              <label htmlFor={`seat-${seat}`}>{t('seat.short', { n: seat + 1 })}</label>
              <select
                id={`seat-${seat}`}
                value={choice}
                disabled={seat === 0}
                onChange={(e) => {
                  const picked = seatChoices(mode, seat, levels).find((c) => c === e.target.value);
                  if (picked !== undefined) setSeats(seats.map((c, i) => (i === seat ? picked : c)));
                }}
              >
                {seatChoices(mode, seat, levels).map((c) => (
                  <option key={c} value={c}>
                    {choiceLabel(
                      c,
                      t,
                      c.startsWith('bot:') ? botRatingOf(bots, game.id, players, c.slice(4)) : null,
                    )}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        {mode === 'online' ? <OnlineFields value={online} onChange={setOnline} /> : null}
        {offered.length > 0 ? (
          <fieldset className="field options">
            <legend>{t('newGame.options')}</legend>
            {offered.map((spec) => (
              <OptionField
                key={spec.name}
                spec={spec}
                game={game.id}
                value={options[spec.name] ?? spec.default}
                onChange={(v) => changeOption(spec.name, v)}
              />
            ))}
          </fieldset>
        ) : null}
        {!checked.ok ? (
          <p className="notice error" role="alert">
            {errorWords(checked.error, t)}
          </p>
        ) : null}
        {failure ? (
          <p className="notice error" role="alert">
            {errorWords(failure, t)}
          </p>
        ) : null}
        <button type="submit" className="button primary start" disabled={!checked.ok || busy}>
          {busy ? t('newGame.creating') : t('newGame.start')}
        </button>
      </form>
    </div>
  );
}
