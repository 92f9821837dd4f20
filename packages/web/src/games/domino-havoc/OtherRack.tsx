/**
 * Another player's rack, compact: their tray face down with its count (and
 * the dominoes everybody saw go in, face up; all of it once the round is
 * counted), their train and their slot. The one to act is lit.
 */
import type { Domino } from '@gameshelf/domino-havoc';
import { useWords } from '../../i18n/use-words.ts';
import { DominoButton } from './DominoButton.tsx';
import { dominoWords, type RackView } from './dominoes.ts';
import { slotKey, trainKey } from './fresh.ts';
import type { Target } from './moves.ts';
import { Slot } from './Slot.tsx';
import { Train } from './Train.tsx';
import './Rack.css';

export interface RackProps {
  readonly seat: number;
  readonly rack: RackView;
  /** `P2 · Bot (medium)`. */
  readonly title: string;
  readonly acting: boolean;
  readonly live: boolean;
  readonly penalty: number | null;
  /** DH-9 (b): the dominoes this player holds short of six, each restored by a turn that skips its discard. */
  readonly short: number;
  readonly slotTarget: Target | null;
  readonly onTarget: (target: Target) => void;
  /** `anim-enter` for what just arrived (kit/anim.ts), by its key (fresh.ts). */
  readonly enter: (key: string) => string;
}

function TrayBacks({ rack }: { rack: RackView }) {
  const { t } = useWords('domino-havoc');
  const words = (d: Domino) => dominoWords(d, t);
  if (!('hidden' in rack.tray)) {
    const open = rack.tray;
    return (
      <span
        className="dh-mini-tray"
        role="img"
        aria-label={t('board.tray.open', { dominoes: open.map(words).join(', ') || t('board.tray.none') })}
      >
        {open.map((d) => (
          <DominoButton key={`${d[0]}-${d[1]}`} ends={d} numerals label={words(d)} size="small" />
        ))}
      </span>
    );
  }
  const { count } = rack.tray;
  const known = rack.known;
  const facts = [
    known.length > 0 ? t('board.tray.seen', { dominoes: known.map(words).join(', ') }) : '',
    rack.singles > 0 ? t('board.tray.singles', { count: rack.singles }) : '',
  ].filter(Boolean);
  const down = t('board.tray.faceDown', { count });
  return (
    <span
      className="dh-mini-tray"
      role="img"
      aria-label={t('board.tray.closed', { tray: [down, ...facts].join('; ') })}
      title={facts.join('; ') || undefined}
    >
      {/* The dominoes everybody saw go in lie face up (readable), the rest face down. */}
      {known.map((d) => (
        <DominoButton key={`${d[0]}-${d[1]}`} ends={d} numerals label={words(d)} size="small" />
      ))}
      {Array.from({ length: Math.max(0, count - known.length) }, (_, i) => (
        <DominoButton
          // biome-ignore lint/suspicious/noArrayIndexKey: face-down dominoes are only counted
          key={i}
          ends={null}
          standing
          label={t('board.domino.faceDown')}
          size="tiny"
          className="back"
        />
      ))}
      <b key={count} className="dh-count dh-tick">
        {count}
      </b>
    </span>
  );
}

export function OtherRack(props: RackProps) {
  const { seat, rack, title, acting, live, penalty, short, slotTarget, onTarget, enter } = props;
  const { t } = useWords('domino-havoc');
  return (
    <section
      className={`dh-rack other ${acting ? 'acting' : ''}`}
      aria-label={acting ? t('board.rack.acting', { title }) : title}
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
        <TrayBacks rack={rack} />
      </header>
      <div className="dh-rack-body">
        <Train
          train={rack.train}
          name={t('board.train.theirs')}
          size="small"
          targets={[]}
          domino={null}
          onTarget={onTarget}
          enter={(i, link) => enter(trainKey(seat, i, link))}
        />
        <Slot
          domino={rack.slot}
          name={t('board.slot.theirs')}
          size="small"
          live={live}
          target={slotTarget}
          onTarget={onTarget}
          enter={rack.slot ? enter(slotKey(seat, rack.slot)) : ''}
        />
      </div>
    </section>
  );
}
