/**
 * The Smashdodes board: the table in 3D (three.js, loaded with this page
 * only), the shot being aimed as controls, and the dice in words beside it.
 * Choose a die (on the board or in the list): one in your hand to drop-roll
 * (click a point in the target), one on the board to attack with (drag from
 * it: the arrow shows heading and speed; the target is the one it may
 * attack nearest the aim, or the one you declare). Every shot plays back
 * from the trajectory the state records.
 *
 * Knowing no rules, the board takes from `legal` only which dice may be
 * dropped, which may attack which targets, and whether skipping is allowed;
 * the shot's numbers come from the aim, within the game's limits (see
 * shots.ts and docs/web.md), and the engine judges the shot like any other.
 */
import { itemAt } from '@gameshelf/engine';
import type { SmashMove, SmashView } from '@gameshelf/smashdodes';
import { LIMITS } from '@gameshelf/smashdodes/present';
import { useEffect, useMemo, useState } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import { type Action, ActionBar } from '../../kit/ActionBar.tsx';
import type { BoardProps } from '../board.ts';
import { DicePanel } from './DicePanel.tsx';
import { previewer } from './preview.ts';
import { type Aim, ShotControls } from './ShotControls.tsx';
import Stage from './Stage.tsx';
import {
  aimAt,
  aimFromDrag,
  aimOfShot,
  attackShot,
  DEFAULT_HEIGHT,
  dropPoint,
  dropShot,
  NO_OFFERS,
  NO_SPIN,
  nearestTarget,
  nothingOffered,
  type Offers,
  offered,
  offersOf,
  restingAt,
} from './shots.ts';
import type { Mark, Rest, StageEvents, StageScene } from './stage-types.ts';
import { useFilms } from './useFilms.ts';
import { type Choosing, colourOf, hintFor } from './words.ts';
import './Board.css';

/** The aim, if its die (and target) are still offered. */
function stillOffered(aim: Aim | null, offers: Offers): Aim | null {
  if (!aim) return null;
  if (aim.kind === 'drop') return offers.drops.includes(aim.aim.die) ? aim : null;
  return (offers.attacks.get(aim.aim.die) ?? []).includes(aim.aim.target) ? aim : null;
}

/** Of the targets a die may attack, the nearest to it. */
function nearest(view: SmashView, die: number, targets: readonly number[]): number {
  const from = restingAt(view, die);
  const distance = (t: number) => {
    const to = restingAt(view, t);
    return from && to ? Math.hypot(to[0] - from[0], to[1] - from[1]) : Number.POSITIVE_INFINITY;
  };
  return [...targets].sort((a, b) => distance(a) - distance(b))[0] as number;
}

function restOf(view: SmashView, offers: Offers, aim: Aim | null): Rest {
  const poses = new Map(
    view.dice.flatMap((d, i) => (d.place.at === 'play' ? [[i, d.place.pose] as const] : [])),
  );
  const marks = new Map<number, Mark>();
  for (const die of offers.attacks.keys()) marks.set(die, 'may');
  if (aim?.kind === 'attack') {
    for (const t of offers.attacks.get(aim.aim.die) ?? []) marks.set(t, 'target');
    marks.set(aim.aim.target, 'declared');
  }
  if (aim) marks.set(aim.aim.die, 'chosen');
  return { poses, marks };
}

function sceneOf(view: SmashView, offers: Offers, aim: Aim | null): StageScene {
  const rest = restOf(view, offers, aim);
  const from = aim?.kind === 'attack' ? view.dice[aim.aim.die]?.place : undefined;
  return {
    rest,
    aim:
      aim?.kind === 'attack' && from?.at === 'play'
        ? { from: from.pose.p, degrees: aim.aim.degrees, speed: aim.aim.speed, maxSpeed: LIMITS.maxSpeed }
        : null,
    drop:
      aim?.kind === 'drop'
        ? { x: aim.aim.x / 1000, z: aim.aim.z / 1000, height: aim.aim.height / 1000 }
        : null,
    draggable: [...offers.attacks.keys()],
    dropping: aim?.kind === 'drop',
  };
}

export default function SmashdodesBoard(props: BoardProps<SmashView, SmashMove>) {
  const { view, legal, onMove, seat, seats, log, pending, suggested } = props;
  const { t } = useWords(['smashdodes', 'web']);
  const films = useFilms(view, log.length);
  const { playing, shown } = films;
  const busy = playing !== null || pending;
  const offers = useMemo(() => (busy ? NO_OFFERS : offersOf(legal)), [busy, legal]);
  const [chosen, setAim] = useState<Aim | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new position is aimed afresh
  useEffect(() => setAim(null), [view]);
  const aim = stillOffered(chosen, offers);
  const choosing: Choosing = nothingOffered(offers) ? 'wait' : aim ? aim.kind : 'choose';

  const choose = (die: number) => {
    if (offers.drops.includes(die))
      setAim({ kind: 'drop', aim: { die, x: 0, z: 0, height: DEFAULT_HEIGHT, spin: NO_SPIN } });
    const targets = offers.attacks.get(die);
    if (targets && targets.length > 0)
      setAim({ kind: 'attack', aim: aimAt(view, die, nearest(view, die, targets)) });
  };
  const declare = (target: number) => {
    if (aim?.kind !== 'attack') return;
    setAim({
      kind: 'attack',
      aim: { ...aimAt(view, aim.aim.die, target, aim.aim.speed), lift: aim.aim.lift, spin: aim.aim.spin },
    });
  };
  const events: StageEvents = {
    onPick: (die) => {
      if (aim?.kind === 'attack' && (offers.attacks.get(aim.aim.die) ?? []).includes(die)) declare(die);
      else if (offers.attacks.has(die) && aim?.aim.die !== die) choose(die);
    },
    onDrag: (die, to) => {
      const targets = offers.attacks.get(die);
      const from = restingAt(view, die);
      if (!targets || !from) return;
      const { degrees, speed } = aimFromDrag(from, to);
      const target = nearestTarget(view, die, targets, degrees) ?? itemAt(targets, 0);
      const base = aim?.kind === 'attack' && aim.aim.die === die ? aim.aim : aimAt(view, die, target);
      setAim({ kind: 'attack', aim: { ...base, target, degrees, speed } });
    },
    onPoint: ([x, z]) => {
      if (aim?.kind === 'drop')
        setAim({ kind: 'drop', aim: { ...aim.aim, ...dropPoint(x * 1000, z * 1000) } });
    },
    onFilmEnd: films.ended,
  };

  const shot = aim ? (aim.kind === 'drop' ? dropShot(aim.aim) : attackShot(aim.aim)) : null;
  const actions: Action[] = [];
  if (shot && aim) {
    actions.push({
      key: 'shoot',
      label: aim.kind === 'drop' ? t('board.action.drop') : t('board.action.shoot'),
      primary: true,
      disabled: !offered(shot, offers),
      onClick: () => offered(shot, offers) && onMove(shot),
    });
    if (seat !== null)
      actions.push({
        key: 'preview',
        label: t('board.action.preview'),
        disabled: !offered(shot, offers),
        onClick: () => {
          if (!offered(shot, offers)) return;
          void previewer()(view, seat, shot).then((answer) => {
            if (answer.ok) films.preview(answer.value);
          });
        },
      });
    actions.push({ key: 'cancel', label: t('web:board.cancel'), onClick: () => setAim(null) });
  }
  // A hint's shot: its die is lit in the list, and one press aims it (the player still shoots).
  const hinted = suggested && (suggested.type === 'drop' || suggested.type === 'attack') ? suggested : null;
  if (hinted && offered(hinted, offers))
    actions.push({
      key: 'aim-hint',
      label: t('board.action.aimHint'),
      hinted: true,
      onClick: () =>
        setAim(
          hinted.type === 'drop'
            ? { kind: 'drop', aim: aimOfShot(hinted) }
            : { kind: 'attack', aim: aimOfShot(hinted) },
        ),
    });
  if (offers.skip) {
    const skip = offers.skip;
    actions.push({
      key: 'skip',
      label: t('board.action.skip'),
      onClick: () => onMove(skip),
      primary: offers.drops.length === 0 && offers.attacks.size === 0,
      hinted: suggested?.type === 'skip',
    });
  }
  if (view.last && !playing)
    actions.push({ key: 'replay', label: t('board.action.replay'), onClick: films.replay });

  const stageView = playing ? playing.view : view;
  const scene = useMemo(() => sceneOf(stageView, offers, aim), [stageView, offers, aim]);
  const dice = useMemo(
    () => view.dice.map((d) => ({ kind: d.kind, colour: colourOf(d), blank: d.role === 'joker' })),
    [view.dice],
  );
  const film = useMemo(() => (playing ? { key: playing.key, film: playing.film } : null), [playing]);

  return (
    <div
      className="sd-board"
      // What the board waits for and how many moves it has seen, and whether a shot is playing: for tests.
      data-step={choosing}
      data-moves={log.length}
      data-playing={playing ? 'yes' : 'no'}
    >
      <Stage dice={dice} scene={scene} film={film} side={seat ?? 0} events={events} />
      <div className="sd-below">
        <div className="sd-aim">
          {aim ? (
            <ShotControls
              view={view}
              aim={aim}
              targets={aim.kind === 'attack' ? (offers.attacks.get(aim.aim.die) ?? []) : []}
              onChange={setAim}
              onTarget={declare}
            />
          ) : null}
          <ActionBar hint={hintFor(shown, offers, choosing, seat, t)} actions={actions} />
        </div>
        <DicePanel
          view={shown}
          seats={seats}
          offers={offers}
          chosen={aim?.aim.die ?? null}
          hinted={hinted && offered(hinted, offers) ? hinted.die : null}
          target={aim?.kind === 'attack' ? aim.aim.target : null}
          onChoose={choose}
          onTarget={declare}
        />
      </div>
    </div>
  );
}
