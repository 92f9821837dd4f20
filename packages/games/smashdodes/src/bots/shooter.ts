/**
 * The `shooter` bot: it tries shots in the simulation before making one.
 * From the sampled legal shots it takes a spread of candidates (every
 * legal choice of die and target gets its turn before any gets a second
 * one), simulates each from a snapshot of the position with execution
 * errors drawn as the table would draw them (SD-13), and plays the one whose
 * outcomes score best on average (bots/evaluate.ts). Simulations go where they
 * matter: every candidate is tried twice, then the best quarter six more
 * times each, so a shot that is good only with luck (an attack that sends
 * the shooter's own D20 out one time in three) is found out before it is
 * played. Skipping, when allowed, is scored as the position stands.
 *
 * `shooter:N` tries N candidates (default 24).
 */
import { type Bot, type BotFactory, fail, impossible, ok, type Player, type Rng } from '@gameshelf/engine';
import { type PreparedTable, prepare, trialShot } from '#shoot';
import { determinize } from '../determinize.ts';
import { sampleExecute } from '../rules/chance.ts';
import { other } from '../rules/dice.ts';
import type { Shot, SmashMove, SmashOptions, SmashState, SmashView, Stage } from '../types.ts';
import { score } from './evaluate.ts';

export const DEFAULT_CANDIDATES = 24;
/** Trials of every candidate, then of each finalist. */
export const FIRST_TRIALS = 2;
export const FINAL_TRIALS = 6;

/** Round-robin over groups: one from each before a second from any. */
function roundRobin(groups: readonly Shot[][], count: number): Shot[] {
  const out: Shot[] = [];
  for (let round = 0; out.length < count; round++) {
    const before = out.length;
    for (const g of groups) {
      const shot = g[round];
      if (shot !== undefined && out.length < count) out.push(shot);
    }
    if (out.length === before) break;
  }
  return out;
}

/**
 * The candidates: attacks grouped by (die, target), drops grouped by kind
 * of die (twin dice in hand drop alike). When both kinds of shot are legal,
 * half the candidates go to each.
 */
export function spreadCandidates(legal: readonly SmashMove[], count: number, rng: Rng): Shot[] {
  const attacks = new Map<string, Shot[]>();
  const drops = new Map<string, Shot[]>();
  const firstOfKind = new Map<string, number>();
  for (const m of legal) {
    if (m.type === 'attack')
      attacks.set(`${m.die} ${m.target}`, [...(attacks.get(`${m.die} ${m.target}`) ?? []), m]);
    if (m.type !== 'drop') continue;
    // Shots of a die's twin (the same kind, already grouped) add nothing.
    const kind = `${Math.floor(m.die / 7)} ${m.die % 7 < 2 ? 'd4' : m.die % 7 < 4 ? 'd8' : m.die % 7 < 6 ? 'd10' : m.die}`;
    const first = firstOfKind.get(kind) ?? m.die;
    firstOfKind.set(kind, first);
    if (first === m.die) drops.set(kind, [...(drops.get(kind) ?? []), m]);
  }
  // The sample lists each choice's shots likeliest-useful first (sample.ts); the choices go in random order.
  const attackGroups = rng.shuffle([...attacks.values()]);
  const dropGroups = rng.shuffle([...drops.values()]);
  if (attackGroups.length === 0) return roundRobin(dropGroups, count);
  if (dropGroups.length === 0) return roundRobin(attackGroups, count);
  const half = Math.ceil(count / 2);
  return [...roundRobin(attackGroups, half), ...roundRobin(dropGroups, count - half)];
}

interface Candidate {
  readonly shot: Shot;
  total: number;
  trials: number;
}

type TurnStage = Extract<Stage, { kind: 'turn' }>;

/** Simulates `shot` `n` more times with sampled execution errors, adding up the scores. */
function tryShot(
  state: SmashState,
  stage: TurnStage,
  table: PreparedTable,
  c: Candidate,
  n: number,
  player: Player,
  rng: Rng,
): void {
  const aimed: SmashState = { ...state, stage: { ...stage, aimed: c.shot } };
  for (let t = 0; t < n; t++) {
    const execute = sampleExecute(aimed, rng, c.shot.type === 'drop');
    c.total += score(trialShot(state, stage, table, c.shot, execute), player);
    c.trials++;
  }
}

const mean = (c: Candidate) => c.total / c.trials;

/** How a search spends its simulations: candidates, trials of each, then the best few (the finalists, among whom it chooses) and their extra trials. */
export interface ShotSearch {
  readonly candidates: number;
  readonly firstTrials: number;
  readonly finalists: number;
  readonly finalTrials: number;
}

/** The shooter's search for `count` candidates. */
export const shooterSearch = (count: number): ShotSearch => ({
  candidates: count,
  firstTrials: FIRST_TRIALS,
  finalists: Math.max(2, Math.ceil(count / 4)),
  finalTrials: FINAL_TRIALS,
});

export function chooseShot(
  view: SmashView,
  player: Player,
  legal: readonly SmashMove[],
  rng: Rng,
  search: ShotSearch,
): SmashMove {
  const state = determinize(view, player);
  const stage = state.stage;
  if (stage.kind !== 'turn') return legal[0] ?? impossible('a bot is asked only when it has a legal move');
  const tables = new Map<number, PreparedTable>();
  const tableFor = (die: number) => {
    let table = tables.get(die);
    if (!table) {
      table = prepare(state, die);
      tables.set(die, table);
    }
    return table;
  };
  const candidates: Candidate[] = spreadCandidates(legal, search.candidates, rng).map((shot) => ({
    shot,
    total: 0,
    trials: 0,
  }));
  for (const c of candidates) tryShot(state, stage, tableFor(c.shot.die), c, search.firstTrials, player, rng);
  const finalists = [...candidates].sort((a, b) => mean(b) - mean(a)).slice(0, search.finalists);
  for (const c of finalists) tryShot(state, stage, tableFor(c.shot.die), c, search.finalTrials, player, rng);
  let best: SmashMove = legal[0] ?? impossible('a bot is asked only when it has a legal move');
  let bestScore = Number.NEGATIVE_INFINITY;
  if (legal.some((m) => m.type === 'skip')) {
    best = { type: 'skip' };
    bestScore = score({ ...state, stage: { ...stage, player: other(player) } }, player);
  }
  for (const c of finalists) {
    if (mean(c) > bestScore) {
      bestScore = mean(c);
      best = c.shot;
    }
  }
  return best;
}

export const shooter: BotFactory<SmashState, SmashMove, SmashView, SmashOptions> = ({ arg }) => {
  const candidates = arg === undefined ? DEFAULT_CANDIDATES : Number(arg);
  if (!Number.isInteger(candidates) || candidates < 1 || candidates > 1000)
    return fail(
      'bot/invalid',
      `shooter:N needs a number of candidates from 1 to 1000, not ${JSON.stringify(arg)}`,
    );
  const bot: Bot<SmashView, SmashMove> = {
    name: arg === undefined ? 'shooter' : `shooter:${candidates}`,
    choose: ({ view, player, legal, rng }) => chooseShot(view, player, legal, rng, shooterSearch(candidates)),
  };
  return ok(bot);
};
