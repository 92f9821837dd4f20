/** The run at a glance, over the line: the turn (and the limit), how far behind you the black cube is, the pile. */
import type { DominoRunView } from '@gameshelf/domino-run';
import { useWords } from '../../i18n/use-words.ts';

export function Status({ view }: { view: DominoRunView }) {
  const { t } = useWords('domino-run');
  const limit = view.options.turnLimit;
  const gap = view.player - view.enemy;
  return (
    <header className="dr-status">
      <span className="dr-turn">
        {view.turn === 0 ? t('board.status.deal') : t('board.status.turn', { turn: view.turn })}
        {limit > 0 && view.turn > 0 ? <small> {t('board.status.of', { limit })}</small> : null}
      </span>
      <span className="dr-gap">
        <span className="dr-dot enemy" aria-hidden="true" />
        {t(view.enemy === -1 ? 'board.status.gapPit' : 'board.status.gap', { count: gap })}
      </span>
      <span className="dr-pile">{t('board.status.pile', { n: view.pile.length })}</span>
    </header>
  );
}
