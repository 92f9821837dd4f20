/**
 * A game's plan for the shared battery (`engine/src/testing`): which
 * configurations to play and how many random playouts of each. Each game
 * declares its plan in its own folder (`src/battery.ts`, `GameModule.battery`),
 * so this file holds only the plan's shape and the default configurations,
 * and a game module never loads the battery itself.
 */
import type { AnyGame } from './game.ts';
import type { OptionValue } from './options.ts';

export interface BatteryConfig {
  readonly players: number;
  readonly options: Readonly<Record<string, OptionValue>>;
}

export interface BatteryPlan {
  /** Random playouts per configuration. */
  readonly playouts: number;
  /** Playouts (the first ones) whose every state gets the deep checks; others get them on a sample. */
  readonly deepPlayouts?: number;
  /** Share of states of the other playouts that get the deep checks. */
  readonly deepSample?: number;
  /** A playout longer than this fails: the game must end by its own rules. */
  readonly maxMoves?: number;
  /** Configurations to test; by default every player count crossed with every enum and bool option. */
  readonly configs?: readonly BatteryConfig[];
  readonly seed?: string;
  /**
   * Whether a configuration hides anything from some player (default: the
   * game's `hiddenInformation`). For games where a variant shows everything
   * (open hands): there, determinize rightly never varies anything.
   */
  readonly hiddenInformation?: (config: BatteryConfig) => boolean;
}

/** Every player count crossed with every enum and bool option value (int options keep their default). */
export function allConfigs(game: AnyGame): BatteryConfig[] {
  let combos: Record<string, OptionValue>[] = [{}];
  for (const spec of game.options) {
    const values: OptionValue[] =
      spec.kind === 'enum' ? [...spec.choices] : spec.kind === 'bool' ? [false, true] : [spec.default];
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [spec.name]: v })));
  }
  const out: BatteryConfig[] = [];
  for (let n = game.players.min; n <= game.players.max; n++) {
    for (const options of combos) {
      if (game.checkSetup(n, options).ok) out.push({ players: n, options });
    }
  }
  return out;
}
