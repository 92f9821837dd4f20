/**
 * The line of dominoes, from its back (left) to its front, wrapping onto
 * more rows on a narrow screen so both cubes stay in sight: the pit behind
 * the first domino, then every domino with its two spaces and the cubes on
 * their stands. The spaces a move can land on are lit; the cubes glide
 * from space to space (useFlip), dominoes swept behind the black cube
 * crumble, new ones pop in at the front, claimed keys flip face down.
 */
import type { DominoRunView, Slot } from '@gameshelf/domino-run';
import { type KeyboardEvent, useRef } from 'react';
import type { Translate } from '../../i18n/translate.ts';
import { useWords } from '../../i18n/use-words.ts';
import { arrowFocus } from '../../kit/a11y.ts';
import { enterClass, useFreshKeys } from '../../kit/anim.ts';
import { Cube } from './Cube.tsx';
import { PitGradient } from './Half.tsx';
import { moveWords, part } from './moves.ts';
import { Space, type SpaceLook } from './Space.tsx';
import type { Scene } from './scene.ts';
import type { Choice } from './useChoice.ts';
import { useFlip } from './useFlip.ts';
import { spaceWords, whereWords } from './words.ts';
import './Line.css';

export interface LineProps {
  readonly view: DominoRunView;
  readonly scene: Scene;
  readonly choice: Choice;
  /** Glide time in milliseconds (0: no gliding). */
  readonly speed: number;
}

const slotKey = (scene: Scene, i: number) => `slot:${scene.base + i}`;

/** Keys of what can newly appear on the line: dominoes, keys turned face down, pits. */
function arrivals(scene: Scene): string[] {
  return scene.line.map((slot, i) => {
    const key = slotKey(scene, i);
    return slot.kind === 'pit' ? `pit:${key}` : slot.faceDown ? `down:${key}` : key;
  });
}

/** Which cubes stand on a space, in words (empty when none). */
function cubesWords(scene: Scene, space: number, t: Translate): string {
  const here = [
    space === scene.player ? t('board.cube.white') : '',
    space === scene.enemy ? t('board.cube.black') : '',
  ].filter(Boolean);
  return here.join(t('board.cube.and'));
}

export function Line({ view, scene, choice, speed }: LineProps) {
  const { t } = useWords('domino-run');
  const root = useRef<HTMLDivElement>(null);
  useFlip(root, speed * 0.9);
  const fresh = useFreshKeys(arrivals(scene));

  const lookOf = (space: number): { look: SpaceLook; words: string | null } => {
    const p = part.space(space);
    if (choice.selected.includes(p)) return { look: 'selected', words: t('board.space.picked') };
    if (!choice.offered.has(p)) return { look: null, words: null };
    const move = choice.completes(p);
    if (move) return { look: 'target', words: moveWords(move, view, t) };
    const picked = choice.selected.length > 0;
    return { look: 'reach', words: t(picked ? 'board.space.addDie' : 'board.space.reach') };
  };

  const slotView = (slot: Slot, i: number) => {
    const key = slotKey(scene, i);
    const classes = [
      'dr-slot',
      slot.kind === 'pit' ? 'pit' : slot.faceDown ? 'down' : slot.first === slot.second ? 'key' : '',
      i < scene.leaving ? 'dr-leaving' : '',
      enterClass(fresh, key),
      fresh.has(`down:${key}`) ? 'dr-turn' : '',
      fresh.has(`pit:${key}`) ? 'dr-fall' : '',
      scene.caught && (2 * i === scene.player || 2 * i + 1 === scene.player) ? 'dr-caught' : '',
    ];
    return (
      <li key={key} className={classes.filter(Boolean).join(' ')} data-flip={key}>
        {([0, 1] as const).map((half) => {
          const space = 2 * i + half;
          const { look, words } = lookOf(space);
          const where = whereWords(space, scene.player, t);
          const shows = spaceWords(slot, half, t);
          const cubes = cubesWords(scene, space, t);
          const label = words
            ? t('board.space.labelMove', { where, shows, move: words })
            : cubes
              ? t('board.space.labelCubes', { where, shows, cubes })
              : t('board.space.label', { where, shows });
          return (
            <Space
              key={half}
              space={space}
              slot={slot}
              half={half}
              player={scene.player === space}
              enemy={scene.enemy === space}
              look={look}
              label={label}
              onTouch={look ? () => choice.touchSpace(space) : undefined}
            />
          );
        })}
      </li>
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => arrowFocus(e);
  return (
    <div className="dr-line-wrap" ref={root}>
      <PitGradient />
      <div role="toolbar" aria-label={t('board.line.label')} onKeyDown={onKeyDown} tabIndex={-1}>
        <ol className="dr-line">
          <li className="dr-start">
            <span
              className="dr-start-words visually-hidden"
              role="img"
              aria-label={t(scene.enemy === -1 ? 'board.line.pitCube' : 'board.line.pit')}
            />
            <span className="dr-stand">
              {scene.enemy === -1 ? (
                <span className="dr-cube enemy" data-flip="cube:enemy">
                  <Cube kind="enemy" />
                </span>
              ) : null}
            </span>
            <span className="dr-start-pit" />
          </li>
          {scene.line.map(slotView)}
        </ol>
      </div>
    </div>
  );
}
