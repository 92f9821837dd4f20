/**
 * The generic board, for a game whose own board is not written yet: the
 * table as the game's text UI draws it, and its legal moves as menus. It
 * still knows no rules: both come from the game's module.
 */
import { type AnyGameModule, PLAIN_STYLE } from '@gameshelf/engine';
import { useCallback } from 'react';
import type { AnyBoard, BoardProps } from '../games/board.ts';
import { useWords } from '../i18n/use-words.ts';
import { MoveMenu } from './MoveMenu.tsx';
import './MenuBoard.css';

type MenuBoardProps = BoardProps<unknown, unknown> & { readonly module: AnyGameModule };

export function MenuBoard({ module, view, legal, onMove, pending }: MenuBoardProps) {
  const { t } = useWords();
  const pathOf = useCallback(
    (move: unknown) => module.text.menuPath(move, view, PLAIN_STYLE),
    [module, view],
  );
  let drawing: string;
  try {
    drawing = module.text.render(view, PLAIN_STYLE);
  } catch {
    drawing = t('menu.noDrawing');
  }
  return (
    <div className="menu-board">
      <h3 className="visually-hidden">{t('menu.table')}</h3>
      <pre className="menu-board-table">{drawing}</pre>
      {legal && legal.length > 0 ? (
        <MoveMenu legal={legal} pathOf={pathOf} onMove={onMove} disabled={pending} />
      ) : null}
    </div>
  );
}

/** The generic board bound to one game. */
export function menuBoard(module: AnyGameModule): AnyBoard {
  return (props) => <MenuBoard module={module} {...props} />;
}
