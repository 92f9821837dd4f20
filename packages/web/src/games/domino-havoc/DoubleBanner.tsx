/**
 * The live double (DH-9), above the table while it waits for an answer:
 * which double, in whose slot, which way play now goes, who must answer,
 * and, when that is you, your options as buttons (exactly the legal ones).
 */
import type { Domino, HavocMove, HavocView } from '@gameshelf/domino-havoc';
import { useWords } from '../../i18n/use-words.ts';
import { Icon } from '../../kit/icons.tsx';
import { DominoFace } from './Domino.tsx';
import { dominoName } from './dominoes.ts';
import { isPrimary, moveLabel, type SeatName } from './moves.ts';

export interface DoubleBannerProps {
  readonly view: HavocView;
  readonly seat: number | null;
  /** Your answers, from the legal moves (empty when someone else must answer). */
  readonly answers: readonly HavocMove[];
  readonly onMove: (move: HavocMove) => void;
  readonly name: SeatName;
}

/** The double waiting for an answer, whose slot it lies in, and who put it there (DH-9: its originator). */
export function liveDouble(
  view: HavocView,
): { owner: number; originator: number; domino: Domino; responder: number | null } | null {
  const { phase } = view;
  const owner =
    phase.kind === 'respond' ? phase.owner : phase.kind === 'replacing' && phase.live ? phase.player : null;
  const domino = owner === null ? null : view.racks[owner]?.slot;
  if (owner === null || !domino) return null;
  const respond = phase.kind === 'respond' ? phase : null;
  return { owner, originator: respond?.originator ?? owner, domino, responder: respond?.responder ?? null };
}

export function DoubleBanner({ view, seat, answers, onMove, name }: DoubleBannerProps) {
  const { t } = useWords('domino-havoc');
  const live = liveDouble(view);
  if (!live) return null;
  const where =
    live.owner === seat ? t('board.slot.inMine') : t('board.slot.inOf', { player: name(live.owner) });
  // Only a discard into the slot its discarder took from lies in someone else's slot.
  const by =
    live.originator === live.owner
      ? ''
      : live.originator === seat
        ? t('board.double.byYou')
        : t('board.double.by', { player: name(live.originator) });
  const turn = t(`board.direction.${view.direction}`);
  const who =
    live.responder === null
      ? t('board.double.drawsAgain', { player: name(live.owner) })
      : live.responder === seat
        ? t('board.double.youAnswer')
        : t('board.double.theyAnswer', { player: name(live.responder) });
  return (
    <section className="dh-double anim-enter" aria-label={t('board.double.label')} aria-live="polite">
      <span className="dh-double-piece" aria-hidden="true">
        <DominoFace ends={live.domino} />
      </span>
      <div className="dh-double-text">
        <h3>{t('board.double.title', { domino: dominoName(live.domino), where, by })}</h3>
        <p>
          {t('board.double.goes')}{' '}
          <b>
            {turn} <Icon name={view.direction} />
          </b>
          . {who}
        </p>
        {answers.length > 0 ? (
          <div className="dh-double-actions">
            {answers.map((move) => (
              <button
                key={JSON.stringify(move)}
                type="button"
                className={`button ${isPrimary(move) ? 'primary' : ''}`}
                onClick={() => onMove(move)}
              >
                {moveLabel(move, view, seat, name, t)}
              </button>
            ))}
            {answers.length === 1 && answers[0]?.type === 'pass' ? (
              <span className="dh-quiet">{t('board.double.onlyPass')}</span>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
