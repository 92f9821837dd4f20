/**
 * The 3D view as a React component: a canvas, and three.js loaded into it
 * on demand (its own chunk, fetched only on Smashdodes' pages). Without
 * WebGL it says so and the board stays playable from its controls and side
 * panel. The board's tests replace this module: happy-dom has no WebGL.
 */

import { useEffect, useRef, useState } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import type { StageDie, StageEvents, StageFilm, StageScene } from './stage-types.ts';
import type { DiceStage } from './three/stage.ts';

export interface StageProps {
  readonly dice: readonly StageDie[];
  readonly scene: StageScene;
  readonly film: StageFilm | null;
  /** The seat the camera starts behind (A's side for spectators). */
  readonly side: number;
  readonly events: StageEvents;
}

export default function Stage({ dice, scene, film, side, events }: StageProps) {
  const { t } = useWords('smashdodes');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [stage, setStage] = useState<DiceStage | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // The stage calls back through this, so it always reaches the latest handlers.
  const latest = useRef(events);
  latest.current = events;
  const kinds = dice.map((d) => `${d.kind}/${d.colour}/${d.blank}`).join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the stage is rebuilt only when the set of dice changes
  useEffect(() => {
    let live = true;
    let made: DiceStage | null = null;
    import('./three/stage.ts')
      .then(({ DiceStage }) => {
        if (!live || !canvas.current) return;
        made = new DiceStage(canvas.current, dice, {
          onPick: (die) => latest.current.onPick(die),
          onDrag: (die, to) => latest.current.onDrag(die, to),
          onPoint: (at) => latest.current.onPoint(at),
          onFilmEnd: () => latest.current.onFilmEnd(),
        });
        setStage(made);
      })
      .catch((error: unknown) => live && setFailed(String(error)));
    return () => {
      live = false;
      made?.dispose();
    };
  }, [kinds]);

  useEffect(() => stage?.side(side), [stage, side]);
  useEffect(() => stage?.show(scene), [stage, scene]);
  useEffect(() => {
    if (stage && film) stage.play(film);
  }, [stage, film]);
  // Without a stage to play it, a film ends at once.
  useEffect(() => {
    if (failed && film) latest.current.onFilmEnd();
  }, [failed, film]);

  return (
    <div className="sd-stage">
      <canvas
        ref={canvas}
        className="sd-canvas"
        role="img"
        aria-label={t('board.stage.label')}
        data-ready={stage ? 'yes' : 'no'}
      />
      {failed ? (
        <p className="sd-no-3d" role="status">
          {t('board.stage.failed', { why: failed })}
        </p>
      ) : null}
    </div>
  );
}
