/**
 * The lab's form: what to run (one arm, two arms, the designer report), the
 * player count, the bots rotated through the seats, the game's options (in
 * the words of its own locales, for arm B too when comparing), the number of
 * games and the seed. It only edits a `LabChoice`; the page plans and runs it.
 */
import { botNames } from '@gameshelf/bots/browser';
import { type AnyGameModule, LEVELS, type Level, type OptionValue } from '@gameshelf/engine';
import { defaultBots } from '@gameshelf/lab/core';
import type { Translate } from '../i18n/translate.ts';
import { useWords } from '../i18n/use-words.ts';
import { Icon } from '../kit/icons.tsx';
import { OptionField } from '../pages/new-game/OptionField.tsx';
import { nearestCount, playableCounts } from '../pages/new-game/player-counts.ts';
import {
  LAB_MODES,
  type LabChoice,
  type LabMode,
  MAX_SEED_LENGTH,
  MAX_WEB_GAMES,
  vsOptions,
} from './choice.ts';

/** At most this many bots in the rotation: more than any game has seats. */
const MAX_BOTS = 8;

/** The bots the form offers: the game's levels, its own bots and the generic ones, and any spec already chosen. */
export function botChoices(module: AnyGameModule, chosen: readonly string[]): string[] {
  const names = botNames(module);
  const levels: string[] = LEVELS.filter((l) => names.includes(l));
  const others = names.filter((n) => !levels.includes(n));
  return [...new Set([...levels, ...others, ...chosen])];
}

function botLabel(module: AnyGameModule, spec: string, t: Translate): string {
  const level = LEVELS.find((l: Level) => l === spec);
  const inner = level && module.levels?.[level];
  return level && inner ? t('lab.bots.level', { level: t(`level.${level}`), spec: inner }) : spec;
}

/** Arm A's option changed: arm B follows where it was the same, so B differs only where it was made to. */
export function withOption(choice: LabChoice, name: string, value: OptionValue): LabChoice {
  const follows = choice.vs[name] === choice.options[name];
  return {
    ...choice,
    options: { ...choice.options, [name]: value },
    vs: follows ? { ...choice.vs, [name]: value } : choice.vs,
  };
}

const sameBots = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Another thing to run: arm B starts as arm A unless it was made to differ,
 * and bots left at their default follow the mode's, as on the command line:
 * the designer report plays the hard level, the others the medium.
 */
export function withMode(module: AnyGameModule, choice: LabChoice, mode: LabMode): LabChoice {
  const untouched = sameBots(choice.bots, defaultBots(module, choice.mode === 'report'));
  return {
    ...choice,
    mode,
    vs: Object.keys(vsOptions(choice)).length > 0 ? choice.vs : choice.options,
    bots: untouched ? defaultBots(module, mode === 'report') : choice.bots,
  };
}

export function LabForm({
  module,
  choice,
  onChange,
  onRun,
  onCancel,
  running,
  problem,
}: {
  module: AnyGameModule;
  choice: LabChoice;
  onChange: (choice: LabChoice) => void;
  onRun: () => void;
  onCancel: () => void;
  running: boolean;
  /** Why the choices cannot be run, in words; null when they can. */
  problem: string | null;
}) {
  const { game } = module;
  const { t } = useWords(['web', game.id]);
  const counts = playableCounts(game, choice.options);
  const allCounts = Array.from(
    { length: game.players.max - game.players.min + 1 },
    (_, i) => game.players.min + i,
  );
  const choices = botChoices(module, choice.bots);
  const changeOption = (name: string, value: OptionValue) => {
    const next = withOption(choice, name, value);
    onChange({ ...next, players: nearestCount(playableCounts(game, next.options), next.players) });
  };
  const changeMode = (mode: LabMode) => onChange(withMode(module, choice, mode));
  const setBot = (i: number, spec: string) =>
    onChange({ ...choice, bots: choice.bots.map((b, j) => (j === i ? spec : b)) });

  return (
    <form
      className="card lab-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!running && problem === null) onRun();
      }}
    >
      <fieldset className="field" disabled={running}>
        <legend>{t('lab.mode.legend')}</legend>
        <div className="lab-modes">
          {LAB_MODES.map((m) => (
            <label key={m} className={choice.mode === m ? 'on' : ''}>
              <input
                type="radio"
                name="lab-mode"
                value={m}
                checked={choice.mode === m}
                onChange={() => changeMode(m)}
              />
              {t(`lab.mode.${m}`)}
            </label>
          ))}
        </div>
        <span className="hint">{t(`lab.modeHint.${choice.mode}`)}</span>
      </fieldset>
      <fieldset className="lab-fields" disabled={running}>
        {allCounts.length > 1 ? (
          <div className="field">
            <label htmlFor="lab-players">{t('lab.players')}</label>
            <select
              id="lab-players"
              value={choice.players}
              onChange={(e) => onChange({ ...choice, players: Number(e.target.value) })}
            >
              {allCounts.map((n) => (
                <option key={n} value={n} disabled={!counts.includes(n)}>
                  {n}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <fieldset className="field lab-bots">
          <legend>{t('lab.bots.legend')}</legend>
          {choice.bots.map((spec, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a bot's place in the rotation is what it is
            <div className="lab-bot-row" key={i}>
              <label htmlFor={`lab-bot-${i}`}>{t('lab.bots.label', { n: i + 1 })}</label>
              <select id={`lab-bot-${i}`} value={spec} onChange={(e) => setBot(i, e.target.value)}>
                {choices.map((c) => (
                  <option key={c} value={c}>
                    {botLabel(module, c, t)}
                  </option>
                ))}
              </select>
              {choice.bots.length > 1 ? (
                <button
                  type="button"
                  className="button quiet"
                  aria-label={t('lab.bots.remove', { n: i + 1 })}
                  onClick={() => onChange({ ...choice, bots: choice.bots.filter((_, j) => j !== i) })}
                >
                  <Icon name="cross" />
                </button>
              ) : null}
            </div>
          ))}
          {choice.bots.length < MAX_BOTS ? (
            <button
              type="button"
              className="button"
              onClick={() =>
                onChange({ ...choice, bots: [...choice.bots, choice.bots.at(-1) ?? choices[0] ?? 'random'] })
              }
            >
              {t('lab.bots.add')}
            </button>
          ) : null}
          <span className="hint">{t('lab.bots.hint')}</span>
        </fieldset>
        {game.options.length > 0 ? (
          <fieldset className="field lab-options">
            <legend>{choice.mode === 'compare' ? t('lab.options.armA') : t('lab.options.legend')}</legend>
            {game.options.map((spec) => (
              <OptionField
                key={spec.name}
                spec={spec}
                game={game.id}
                value={choice.options[spec.name] ?? spec.default}
                onChange={(v) => changeOption(spec.name, v)}
              />
            ))}
          </fieldset>
        ) : null}
        {choice.mode === 'compare' && game.options.length > 0 ? (
          <fieldset className="field lab-options">
            <legend>{t('lab.options.armB')}</legend>
            {game.options.map((spec) => (
              <OptionField
                key={spec.name}
                id={`vs-${spec.name}`}
                spec={spec}
                game={game.id}
                value={choice.vs[spec.name] ?? spec.default}
                onChange={(v) => onChange({ ...choice, vs: { ...choice.vs, [spec.name]: v } })}
              />
            ))}
          </fieldset>
        ) : null}
        <div className="lab-count">
          <div className="field">
            <label htmlFor="lab-games">{t('lab.games')}</label>
            <input
              id="lab-games"
              type="number"
              min={1}
              max={MAX_WEB_GAMES}
              value={choice.games}
              onChange={(e) => onChange({ ...choice, games: Math.trunc(Number(e.target.value)) })}
            />
          </div>
          <div className="field">
            <label htmlFor="lab-seed">{t('lab.seed')}</label>
            <input
              id="lab-seed"
              type="text"
              maxLength={MAX_SEED_LENGTH}
              value={choice.seed}
              onChange={(e) => onChange({ ...choice, seed: e.target.value })}
            />
          </div>
        </div>
        <span className="hint">{t('lab.seedHint')}</span>
      </fieldset>
      {problem !== null ? (
        <p className="notice error" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="lab-actions">
        {/* Keyed apart: were the cancel button's element reused as the submit button, the click that
            cancels would, once the page redraws, also submit the form and start the experiment again. */}
        {running ? (
          <button key="cancel" type="button" className="button" onClick={onCancel}>
            {t('lab.cancel')}
          </button>
        ) : (
          <button key="run" type="submit" className="button primary" disabled={problem !== null}>
            {t('lab.run')}
          </button>
        )}
      </div>
    </form>
  );
}
