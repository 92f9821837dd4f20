/**
 * A discard slot (DH-8): empty, or one face-up domino. It becomes a button
 * when touching it finishes a move: taking its domino (DH-4), discarding
 * into it, or answering the live double lying in it (DH-9).
 */
import type { Domino } from '@gameshelf/domino-havoc';
import { useWords } from '../../i18n/use-words.ts';
import { DominoFace } from './Domino.tsx';
import { dominoWords } from './dominoes.ts';
import { dropProps } from './drop.ts';
import type { Target } from './moves.ts';

export interface SlotProps {
  readonly domino: Domino | null;
  /** `your slot`, `P2's slot`. */
  readonly name: string;
  readonly size: 'big' | 'small';
  readonly live: boolean;
  /** What touching it does now, if anything (a slot is the place of one move at a time). */
  readonly target: Target | null;
  readonly onTarget: (target: Target) => void;
  /** `anim-enter` when its domino just arrived. */
  readonly enter: string;
}

export function Slot({ domino, name, size, live, target, onTarget, enter }: SlotProps) {
  const { t } = useWords('domino-havoc');
  const what = domino
    ? t(live ? 'board.slot.live' : 'board.slot.domino', { domino: dominoWords(domino, t) })
    : t('board.slot.empty');
  // A live double's tag is text the slot shows, so a button's name starts with it (WCAG 2.5.3).
  const label = target && live ? t('board.slot.liveTarget', { words: target.words }) : target?.words;
  const picture = (
    <>
      {domino ? (
        <span className={`dh-slot-domino ${enter}`}>
          <DominoFace ends={domino} numerals={size === 'small'} />
        </span>
      ) : (
        <span className="dh-slot-empty" />
      )}
      {live ? <span className="dh-live-tag">{t('board.slot.liveTag')}</span> : null}
    </>
  );
  return (
    <div className={`dh-slot ${size} ${live ? 'live' : ''}`}>
      <span className="dh-label" aria-hidden="true">
        {t('board.slot.label')}
      </span>
      {target ? (
        <button
          type="button"
          className={`dh-place target ${target.hinted ? 'hinted' : ''}`}
          aria-label={label}
          title={target.words}
          data-part={target.part}
          onClick={() => onTarget(target)}
          {...dropProps(target, onTarget)}
        >
          {picture}
        </button>
      ) : (
        <span className="dh-place" role="img" aria-label={t('board.named', { name, what })}>
          {picture}
        </span>
      )}
    </div>
  );
}
