/**
 * Your rack, large at the bottom: your train with the places still to
 * fill, your slot, and your tray open as buttons. Dominoes that can be
 * touched now are lit; those that can go on your train say so.
 */
import type { Domino } from '@gameshelf/domino-havoc';
import type { DragEvent } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import { arrowFocus } from '../../kit/a11y.ts';
import { DominoButton } from './DominoButton.tsx';
import { dominoWords, type RackView } from './dominoes.ts';
import { slotKey, trainKey, trayKey } from './fresh.ts';
import { part, type Target } from './moves.ts';
import { Slot } from './Slot.tsx';
import { Train } from './Train.tsx';
import type { Choice } from './useChoice.ts';
import './Rack.css';

export interface MyRackProps {
  readonly seat: number;
  readonly rack: RackView;
  readonly title: string;
  readonly acting: boolean;
  readonly live: boolean;
  readonly penalty: number | null;
  /** DH-9 (b): the dominoes this player holds short of six, each restored by a turn that skips its discard. */
  readonly short: number;
  readonly choice: Choice;
  /** The parts of the move a hint suggests: its tray domino is lit until a domino is picked. */
  readonly hinted: ReadonlySet<string>;
  /** The selected tray domino, if any. */
  readonly picked: Domino | null;
  readonly trainTargets: readonly Target[];
  readonly slotTarget: Target | null;
  /** Tray dominoes that some legal move plays onto the train. */
  readonly fits: (d: Domino) => boolean;
  readonly onTarget: (target: Target) => void;
  /** `anim-enter` for what just arrived (kit/anim.ts), by its key (fresh.ts). */
  readonly enter: (key: string) => string;
}

export function MyRack(props: MyRackProps) {
  const { seat, rack, title, acting, live, penalty, short, choice, picked, trainTargets, slotTarget } = props;
  const { fits, onTarget, enter, hinted } = props;
  const { t } = useWords('domino-havoc');
  const tray = 'hidden' in rack.tray ? [] : rack.tray;
  const drag = (d: Domino) => (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData('text/plain', dominoWords(d, t));
    choice.select([part.tray(d)]);
  };
  return (
    <section
      className={`dh-rack mine ${acting ? 'acting' : ''}`}
      aria-label={t('board.rack.yours', { title })}
    >
      <header className="dh-rack-head">
        {acting ? <span className="dh-turn-dot" aria-hidden="true" /> : null}
        <span className="dh-rack-name">{title}</span>
        {short > 0 ? (
          <span className="dh-short" title={t('board.rack.shortWhy', { count: short })}>
            {t('board.rack.short', { count: short })}
          </span>
        ) : null}
        {penalty !== null ? (
          <span className="dh-penalty">{t('board.rack.points', { count: penalty })}</span>
        ) : null}
      </header>
      <div className="dh-mine-table">
        <Train
          train={rack.train}
          name={t('board.train.yours')}
          size="big"
          targets={trainTargets}
          domino={picked}
          onTarget={onTarget}
          enter={(i, link) => enter(trainKey(seat, i, link))}
        />
        <Slot
          domino={rack.slot}
          name={t('board.slot.yours')}
          size="big"
          live={live}
          target={slotTarget}
          onTarget={onTarget}
          enter={rack.slot ? enter(slotKey(seat, rack.slot)) : ''}
        />
      </div>
      <div className="dh-tray-head">
        <h3>{t('board.tray.yours')}</h3>
        <span className="dh-count">{tray.length}</span>
      </div>
      <div
        className="dh-tray"
        role="toolbar"
        aria-label={t('board.tray.yours')}
        onKeyDown={arrowFocus}
        tabIndex={-1}
      >
        {tray.length === 0 ? <p className="dh-quiet">{t('board.tray.empty')}</p> : null}
        {tray.map((d) => {
          const p = part.tray(d);
          const usable = choice.usable(p);
          const fit = usable && fits(d);
          return (
            <DominoButton
              key={p}
              ends={d}
              standing
              size="big"
              label={fit ? t('board.tray.fitsLabel', { domino: dominoWords(d, t) }) : dominoWords(d, t)}
              selected={choice.selected.includes(p)}
              offered={choice.selected.length === 0 ? usable : choice.offered.has(p)}
              enabled={usable}
              onTouch={() => choice.touch(p)}
              onDragStart={drag(d)}
              className={`${enter(trayKey(d))} ${hinted.has(p) && choice.selected.length === 0 ? 'hinted' : ''}`}
              {...(fit ? { tag: t('board.tray.fits') } : {})}
            />
          );
        })}
      </div>
    </section>
  );
}
