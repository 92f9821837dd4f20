/**
 * What a shot does to the game once the dice have settled (SD-5, SD-8,
 * SD-9, SD-11, SD-12). Pure: it takes the physics outcome (each die's final
 * pose, or null if it fell off the board, and the shot die's first contact)
 * and gives the next state, so every rule here is tested with scripted
 * outcomes, without simulating anything.
 */

import { impossible, type Player } from '@gameshelf/engine';
import { placeNearCentre } from '../physics/place.ts';
import { classify, faceValue, type Pose } from '../physics/read.ts';
import type { Outcome } from '../physics/simulate.ts';
import type { Change, Dode, Execute, LastShot, Place, Shot, SmashState, Stage } from '../types.ts';
import { d20Index, dieLabel, dodeAt, other, shownValue } from './dice.ts';

type TurnStage = Extract<Stage, { kind: 'turn' }>;
type Landing = { readonly at: 'oop' } | { readonly at: 'oob' } | Extract<Place, { at: 'play' }>;

/** SD-4, SD-5: how a die lies after the shot. */
export function landing(d: Dode, pose: Pose | null): Landing {
  if (pose === null) return { at: 'oop' };
  const lie = classify(d.kind, pose);
  if (lie.at !== 'play') return lie;
  const value = d.role === 'joker' ? null : faceValue(d.kind, pose.q);
  return { at: 'play', pose, value, inTarget: lie.inTarget };
}

/**
 * SD-8: the first contact forfeits the turn when it is one of the shooter's
 * own dice, or, in an attack, an opponent die of higher value than the
 * attacker (values as they were before the shot; the Joker on either side
 * of the contact never forfeits, SD-12).
 */
export function forfeits(state: SmashState, player: Player, shot: Shot, first: number): boolean {
  const hit = dodeAt(state.dice, first);
  const me = dodeAt(state.dice, shot.die);
  if (hit.owner === player) return true;
  if (shot.type !== 'attack' || hit.owner !== other(player) || me.role === 'joker') return false;
  // Both are in play (an attack is from a die in play; the hit die was on the table), neither the Joker.
  const hitValue = shownValue(hit) ?? impossible('a die in play that is not the Joker shows a value');
  const myValue = shownValue(me) ?? impossible('a die in play that is not the Joker shows a value');
  return hitValue > myValue;
}

class Board {
  readonly dice: Dode[];
  readonly changes: Change[] = [];
  constructor(dice: readonly Dode[]) {
    this.dice = [...dice];
  }
  set(i: number, place: Place, to: Change['to'], why: string): void {
    this.dice[i] = { ...dodeAt(this.dice, i), place };
    const earlier = this.changes.findIndex((c) => c.die === i);
    if (earlier >= 0) this.changes.splice(earlier, 1);
    if (to !== 'play' || why !== 'moved') this.changes.push({ die: i, to, why });
  }
  /** SD-12: the Referee or Joker goes back to the target centre. */
  centre(i: number): void {
    const d = dodeAt(this.dice, i);
    const others = this.dice.flatMap((o, j) =>
      j !== i && o.place.at === 'play' ? [{ kind: o.kind, pose: o.place.pose }] : [],
    );
    const pose = placeNearCentre(d.kind, others);
    const placed = landing(d, pose);
    if (placed.at !== 'play') impossible('a die put back at the target centre lies in play');
    this.set(i, placed, 'centre', `${d.role}-oop`);
  }
}

function passTurn(state: SmashState, dice: readonly Dode[], player: Player, last: LastShot): SmashState {
  const next = { ...state, dice, last, turns: state.turns + 1 };
  const lost = (p: Player) => next.dice[d20Index(p)]?.place.at === 'ko';
  if (lost(player)) {
    const reason = lost(other(player))
      ? 'both D20s were knocked out in one shot: the shooter loses (SD-11)'
      : `${dieLabel(d20Index(player))} was knocked out (SD-11)`;
    return { ...next, stage: { kind: 'over', winner: other(player), reason } };
  }
  if (lost(other(player))) {
    const reason = `${dieLabel(d20Index(other(player)))} was knocked out (SD-11)`;
    return { ...next, stage: { kind: 'over', winner: player, reason } };
  }
  return { ...next, stage: { kind: 'turn', player: other(player), misses: 0, locked: null, aimed: null } };
}

function record(
  player: Player,
  shot: Shot,
  execute: Execute,
  outcome: Outcome,
  extra: Pick<LastShot, 'forfeit' | 'miss' | 'changes'>,
): LastShot {
  return {
    shooter: player,
    shot,
    execute,
    firstContact: outcome.firstContact,
    ...extra,
    seconds: outcome.seconds,
    trajectory: outcome.trajectory ?? { fps: 30, frames: 0, data: '' },
  };
}

/** SD-9: the shot die touched nothing and left the inbounds area. */
function resolveMiss(
  state: SmashState,
  stage: TurnStage,
  shot: Shot,
  execute: Execute,
  outcome: Outcome,
): SmashState {
  const misses = stage.misses + 1;
  if (misses < 3) {
    // Undone: the die goes back where it was (nothing else was touched) and is shot again.
    const last = record(stage.player, shot, execute, outcome, { forfeit: false, miss: misses, changes: [] });
    return { ...state, last, stage: { ...stage, misses, locked: shot.die, aimed: null } };
  }
  const board = new Board(state.dice);
  board.set(shot.die, { at: 'ko' }, 'ko', 'misses');
  const last = record(stage.player, shot, execute, outcome, {
    forfeit: false,
    miss: misses,
    changes: board.changes,
  });
  return passTurn(state, board.dice, stage.player, last);
}

export function resolveShot(
  state: SmashState,
  stage: TurnStage,
  shot: Shot,
  execute: Execute,
  outcome: Outcome,
): SmashState {
  const player = stage.player;
  const landings = new Map<number, Landing>();
  for (const [i, pose] of outcome.final) landings.set(i, landing(dodeAt(state.dice, i), pose));
  const mine = landings.get(shot.die) ?? impossible('the shot die is in the outcome');
  const shooter = dodeAt(state.dice, shot.die);
  const first = outcome.firstContact;
  const jokerOff = shooter.role === 'joker' && mine.at === 'oop';
  if (first === null && mine.at !== 'play' && !jokerOff)
    return resolveMiss(state, stage, shot, execute, outcome);

  const forfeit = first !== null && forfeits(state, player, shot, first);
  // SD-8: OoB knock-outs of opponent dice are voided by a forfeit, or by an attacker ending OoP.
  const voided = forfeit || (shot.type === 'attack' && mine.at === 'oop');
  const board = new Board(state.dice);
  const toCentre: number[] = [];
  let refereeOff = false;
  for (const [i, l] of landings) {
    const d = dodeAt(state.dice, i);
    if (l.at === 'play') board.set(i, l, 'play', d.place.at === 'play' ? 'moved' : 'landed');
    else if (l.at === 'oop' && d.owner !== 'neutral') board.set(i, { at: 'hand' }, 'hand', 'oop');
    else if (l.at === 'oop') {
      toCentre.push(i);
      if (d.role === 'referee') refereeOff = true;
    } else if (d.owner === other(player) && voided) board.set(i, { at: 'hand' }, 'hand', 'voided');
    else board.set(i, { at: 'ko' }, 'ko', 'oob');
  }
  // SD-12: a Referee knocked OoP takes the shot die out of the game.
  if (refereeOff) board.set(shot.die, { at: 'ko' }, 'ko', 'referee');
  for (const i of toCentre) if (!(refereeOff && i === shot.die)) board.centre(i);
  const last = record(player, shot, execute, outcome, { forfeit, miss: 0, changes: board.changes });
  return passTurn(state, board.dice, player, last);
}

/**
 * SD-6, SD-12: the Referee's opening drop. In play, its parity picks who
 * starts (odd: player 0, the first seat, who is "odd" by our convention);
 * anywhere else, it is dropped again.
 */
export function resolveRefereeDrop(
  state: SmashState,
  referee: number,
  execute: Execute,
  outcome: Outcome,
): SmashState {
  const d = dodeAt(state.dice, referee);
  const l = landing(d, outcome.final.get(referee) ?? null);
  const last: LastShot = {
    shooter: 'referee',
    shot: { type: 'refereeDrop' },
    execute,
    firstContact: outcome.firstContact,
    forfeit: false,
    miss: l.at === 'play' ? 0 : 1,
    changes: l.at === 'play' ? [{ die: referee, to: 'play', why: 'landed' }] : [],
    seconds: outcome.seconds,
    trajectory: outcome.trajectory ?? { fps: 30, frames: 0, data: '' },
  };
  if (l.at !== 'play') return { ...state, last };
  const dice = state.dice.map((e, i) => (i === referee ? { ...e, place: l } : e));
  const value = l.value ?? impossible('the Referee shows a value');
  const player: Player = value % 2 === 1 ? 0 : 1;
  return { ...state, dice, last, stage: { kind: 'turn', player, misses: 0, locked: null, aimed: null } };
}
