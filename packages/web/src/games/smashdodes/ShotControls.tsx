/**
 * The shot being aimed, as controls: what dragging and clicking on the 3D
 * view set, and what a keyboard can set without it. A drop-roll has its
 * point over the target, its height and its spin; an attack its declared
 * target (only those it may attack), heading, speed (at most the legal
 * 3000 mm/s), lift and spin. The limits are the game's (`LIMITS`).
 */
import { itemAt } from '@gameshelf/engine';
import type { SmashView } from '@gameshelf/smashdodes';
import { LIMITS } from '@gameshelf/smashdodes/present';
import { useId } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import type { AttackAim, DropAim, Spin } from './shots.ts';
import { dieWords } from './words.ts';

export type Aim =
  | { readonly kind: 'drop'; readonly aim: DropAim }
  | { readonly kind: 'attack'; readonly aim: AttackAim };

interface SliderProps {
  readonly label: string;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly unit: string;
  readonly onChange: (value: number) => void;
}

function Slider({ label, value, min, max, step, unit, onChange }: SliderProps) {
  const id = useId();
  return (
    <div className="sd-slider">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <output htmlFor={id}>
        {value} {unit}
      </output>
    </div>
  );
}

function SpinSliders({ spin, onChange }: { spin: Spin; onChange: (spin: Spin) => void }) {
  const { t } = useWords('smashdodes');
  const axis = (k: number, value: number) =>
    onChange([k === 0 ? value : spin[0], k === 1 ? value : spin[1], k === 2 ? value : spin[2]]);
  return (
    <details className="sd-spin">
      <summary>{t('board.aim.spin')}</summary>
      {(['x', 'y', 'z'] as const).map((name, k) => (
        <Slider
          key={name}
          label={t('board.aim.about', { axis: name })}
          value={itemAt(spin, k)}
          min={-LIMITS.maxSpin}
          max={LIMITS.maxSpin}
          step={5}
          unit="rad/s"
          onChange={(v) => axis(k, v)}
        />
      ))}
    </details>
  );
}

function DropControls({ aim, onChange }: { aim: DropAim; onChange: (aim: DropAim) => void }) {
  const { t } = useWords('smashdodes');
  const r = LIMITS.dropRadius;
  return (
    <>
      <Slider
        label={t('board.aim.over', { axis: 'x' })}
        value={aim.x}
        min={-r}
        max={r}
        step={1}
        unit="mm"
        onChange={(x) => onChange({ ...aim, x })}
      />
      <Slider
        label={t('board.aim.over', { axis: 'z' })}
        value={aim.z}
        min={-r}
        max={r}
        step={1}
        unit="mm"
        onChange={(z) => onChange({ ...aim, z })}
      />
      <Slider
        label={t('board.aim.height')}
        value={aim.height}
        min={LIMITS.minHeight}
        max={LIMITS.maxHeight}
        step={5}
        unit="mm"
        onChange={(height) => onChange({ ...aim, height })}
      />
      <SpinSliders spin={aim.spin} onChange={(spin) => onChange({ ...aim, spin })} />
    </>
  );
}

interface AttackProps {
  readonly view: SmashView;
  readonly aim: AttackAim;
  readonly targets: readonly number[];
  readonly onChange: (aim: AttackAim) => void;
  readonly onTarget: (target: number) => void;
}

function AttackControls({ view, aim, targets, onChange, onTarget }: AttackProps) {
  const { t } = useWords('smashdodes');
  const id = useId();
  return (
    <>
      <div className="sd-slider">
        <label htmlFor={id}>{t('board.aim.target')}</label>
        <select id={id} value={aim.target} onChange={(e) => onTarget(Number(e.target.value))}>
          {targets.map((die) => (
            <option key={die} value={die}>
              {dieWords(view, die, t)}
            </option>
          ))}
        </select>
      </div>
      <Slider
        label={t('board.aim.heading')}
        value={aim.degrees}
        min={0}
        max={359}
        step={1}
        unit="°"
        onChange={(degrees) => onChange({ ...aim, degrees })}
      />
      <Slider
        label={t('board.aim.speed')}
        value={aim.speed}
        min={0}
        max={LIMITS.maxSpeed}
        step={50}
        unit="mm/s"
        onChange={(speed) => onChange({ ...aim, speed })}
      />
      <Slider
        label={t('board.aim.lift')}
        value={aim.lift}
        min={0}
        max={LIMITS.maxLift}
        step={5}
        unit="mm"
        onChange={(lift) => onChange({ ...aim, lift })}
      />
      <SpinSliders spin={aim.spin} onChange={(spin) => onChange({ ...aim, spin })} />
    </>
  );
}

export interface ShotControlsProps {
  readonly view: SmashView;
  readonly aim: Aim;
  readonly targets: readonly number[];
  readonly onChange: (aim: Aim) => void;
  readonly onTarget: (target: number) => void;
}

export function ShotControls({ view, aim, targets, onChange, onTarget }: ShotControlsProps) {
  const { t } = useWords('smashdodes');
  const title = t(aim.kind === 'drop' ? 'board.aim.dropTitle' : 'board.panel.attack', {
    die: dieWords(view, aim.aim.die, t),
  });
  return (
    <fieldset className="sd-controls" aria-label={title}>
      <legend>{title}</legend>
      {aim.kind === 'drop' ? (
        <DropControls aim={aim.aim} onChange={(a) => onChange({ kind: 'drop', aim: a })} />
      ) : (
        <AttackControls
          view={view}
          aim={aim.aim}
          targets={targets}
          onChange={(a) => onChange({ kind: 'attack', aim: a })}
          onTarget={onTarget}
        />
      )}
    </fieldset>
  );
}
