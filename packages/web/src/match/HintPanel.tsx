/**
 * The Hint button and what it found: the medium bot's move for the viewer,
 * in the game's own words (as the log would tell it). It only shows the
 * move; the person still plays it.
 */
import type { AnyGameModule } from '@gameshelf/engine';
import type { GameWords } from '../i18n/game-words.ts';
import { useWords } from '../i18n/use-words.ts';
import type { Position } from '../session/table.ts';
import { tellMove } from './describe.ts';
import { errorWords } from './errors.ts';
import type { HintState } from './use-hint.ts';

export interface HintPanelProps {
  readonly hint: HintState;
  readonly onAsk: () => void;
  readonly module: AnyGameModule;
  readonly position: Position;
  readonly players: number;
  readonly words: GameWords;
}

export function HintPanel({ hint, onAsk, module, position, players, words }: HintPanelProps) {
  const { t } = useWords();
  const thinking = hint.status === 'thinking';
  return (
    <section className="hint-panel card" aria-label={t('hint.title')} aria-busy={thinking}>
      <button type="button" className="button" onClick={onAsk} disabled={thinking}>
        {t('hint.ask')}
      </button>
      <p className="hint-text" role="status">
        {thinking ? t('hint.thinking') : null}
        {hint.status === 'shown' ? hintWords(hint.answer) : null}
      </p>
    </section>
  );

  function hintWords(answer: Extract<HintState, { status: 'shown' }>['answer']): string {
    if (!answer.ok) return t('hint.none', { why: errorWords(answer.error, t) });
    const move = tellMove(module, answer.move, { ...position, seat: answer.seat, players }, words);
    return t('hint.move', { move });
  }
}
