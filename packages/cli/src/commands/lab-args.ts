/**
 * `gameshelf lab`'s flags, checked into an experiment request. Every bad
 * flag or value is `options/invalid` (exit 2): the flags are the
 * experiment's options.
 */
import {
  type AnyGameModule,
  err,
  type GameError,
  gameError,
  ok,
  type Result,
  type Seed,
} from '@gameshelf/engine';
import { type ArmRequest, defaultBots, type ExperimentRequest, experimentArms } from '@gameshelf/lab';
import { findGame } from '@gameshelf/shelf';
import {
  onlyPositional,
  optionalCount,
  parseCount,
  parseFlags,
  parseOptionFlags,
  parseSeed,
  stringList,
} from '../args.ts';

export const labUsage =
  'gameshelf lab <game> --games N [--seed S (default 1)] [--players P] [--bots a,b,... (default medium; hard with --report)] [--option k=v]... [--vs k=v]... [--sequential] [--report] [--json] [--html FILE] [--workers W] [--queue redis://HOST:PORT [--queue-prefix P]]';

/** The seed of an experiment that names none. */
export const DEFAULT_LAB_SEED = 1;

export interface LabArgs {
  readonly module: AnyGameModule;
  readonly request: ExperimentRequest;
  readonly report: boolean;
  readonly json: boolean;
  readonly html: string | null;
  readonly workers: number;
  /** With `--vs`: stop once the sequential test settles the difference. */
  readonly sequential: boolean;
  readonly queue: { readonly url: string; readonly prefix: string } | null;
}

export const DEFAULT_QUEUE_PREFIX = 'gameshelf-lab';

const invalid = (message: string) => err(gameError('options/invalid', message));

/** Coded errors from the shared flag parsers become the lab's `options/invalid`. */
const recode = <T>(r: Result<T, GameError>): Result<T, GameError> =>
  r.ok || r.error.code !== 'input/invalid' ? r : invalid(r.error.message);

/** A Redis URL for the queue: redis:// or rediss://, with a host. */
export function parseQueueUrl(text: string): Result<string, GameError> {
  try {
    const url = new URL(text);
    if ((url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname) return ok(text);
  } catch {
    // Not a URL at all: the same refusal as a URL of another kind.
  }
  return invalid(`--queue expects redis://HOST:PORT, got ${JSON.stringify(text)}`);
}

export function parseLabArgs(argv: readonly string[]): Result<LabArgs, GameError> {
  const args = recode(
    parseFlags(argv, {
      games: { type: 'string' },
      seed: { type: 'string' },
      players: { type: 'string' },
      bots: { type: 'string' },
      option: { type: 'string', multiple: true },
      vs: { type: 'string', multiple: true },
      report: { type: 'boolean' },
      sequential: { type: 'boolean' },
      json: { type: 'boolean' },
      html: { type: 'string' },
      workers: { type: 'string' },
      queue: { type: 'string' },
      'queue-prefix': { type: 'string' },
    }),
  );
  if (!args.ok) return args;
  const { positionals, values } = args.value;
  const vsPairs = values.vs ?? [];
  const game = onlyPositional(positionals);
  if (game === undefined) return invalid('name one game (see gameshelf games)');
  const found = findGame(game);
  if (!found.ok) return found;
  const module = found.value;
  if (values.games === undefined) return invalid('--games N is required');
  const games = recode(parseCount(values.games, '--games', 1, 10_000_000));
  const players = recode(optionalCount(values.players, '--players', 1, 64));
  const workers = recode(optionalCount(values.workers, '--workers', 1, 256));
  const options = recode(parseOptionFlags(values.option));
  const vs = recode(parseOptionFlags(vsPairs));
  const seed = recode(parseSeed(values.seed, DEFAULT_LAB_SEED));
  if (!games.ok) return games;
  if (!players.ok) return players;
  if (!workers.ok) return workers;
  if (!options.ok) return options;
  if (!vs.ok) return vs;
  if (!seed.ok) return seed;
  if (vsPairs.length > 0 && values.report) return invalid('--report is one arm: leave out --vs');
  if (values.sequential && vsPairs.length === 0) return invalid('--sequential compares two arms: add --vs');
  if (values.sequential && values.queue !== undefined)
    return invalid('--sequential plays on this machine: leave out --queue');
  const { html } = values;
  if (html === '') return invalid('--html needs a file name');
  const queue = values.queue === undefined ? null : parseQueueUrl(values.queue);
  if (queue && !queue.ok) return queue;
  if (values['queue-prefix'] !== undefined && queue === null)
    return invalid('--queue-prefix goes with --queue');
  // A designer report's headline is the best planner's: the hard level, unless --bots says otherwise.
  const bots = stringList(values.bots) ?? defaultBots(module, Boolean(values.report));
  if (bots.length === 0) return invalid('--bots names at least one bot');
  const base: ArmRequest = {
    options: options.value,
    bots,
    ...(players.value === undefined ? {} : { players: players.value }),
  };
  const arms = experimentArms(module, base, vsPairs.length > 0 ? vs.value : null, Boolean(values.report));
  if (!arms.ok) return arms;
  return ok({
    module,
    request: {
      game: module.game.id,
      arms: arms.value,
      games: games.value,
      seed: seed.value satisfies Seed,
    },
    report: Boolean(values.report),
    json: Boolean(values.json),
    html: html ?? null,
    workers: workers.value ?? 1,
    sequential: Boolean(values.sequential),
    queue: queue?.ok ? { url: queue.value, prefix: values['queue-prefix'] ?? DEFAULT_QUEUE_PREFIX } : null,
  });
}
