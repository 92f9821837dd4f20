/**
 * The legal moves as short menus, grouped by the game's menu paths (as in
 * the command line): pick a group, then a move. Works with the keyboard and
 * screen readers, for every game, and is the whole of the generic board.
 */
import { itemAt } from '@gameshelf/engine';
import { useMemo, useState } from 'react';
import { useWords } from '../i18n/use-words.ts';
import { Icon } from './icons.tsx';
import { type MenuNode, menuTree, nodeAt } from './menu.ts';
import './MoveMenu.css';

export interface MoveMenuProps<M> {
  readonly legal: readonly M[];
  readonly pathOf: (move: M) => readonly string[];
  readonly onMove: (move: M) => void;
  readonly disabled?: boolean;
}

export function MoveMenu<M>({ legal, pathOf, onMove, disabled }: MoveMenuProps<M>) {
  const { t } = useWords();
  const tree = useMemo(() => menuTree(legal, pathOf), [legal, pathOf]);
  const [path, setPath] = useState<number[]>([]);
  const { node, depth } = nodeAt(tree, path);
  const trail = path.slice(0, depth).map((_, i) => nodeAt(tree, path.slice(0, i + 1)).node.label);
  const open = (child: MenuNode<M>, index: number) => {
    if (child.children.length === 0 && child.moves.length === 1) {
      setPath([]);
      onMove(itemAt(child.moves, 0));
    } else setPath([...path.slice(0, depth), index]);
  };
  return (
    <nav className="move-menu" aria-label={t('menu.label')}>
      {depth > 0 ? (
        <div className="move-menu-trail">
          <button type="button" className="button quiet" onClick={() => setPath(path.slice(0, depth - 1))}>
            <Icon name="back" />
            {t('menu.back')}
          </button>
          <span>{trail.join(' › ')}</span>
        </div>
      ) : null}
      <ul>
        {node.children.map((child, index) => (
          <li key={child.label}>
            <button type="button" className="button" disabled={disabled} onClick={() => open(child, index)}>
              {child.label}
              {child.children.length > 0 || child.moves.length > 1 ? ' ›' : ''}
            </button>
          </li>
        ))}
        {node.moves.map((move, i) => (
          <li key={`move-${String(i)}`}>
            <button type="button" className="button primary" disabled={disabled} onClick={() => onMove(move)}>
              {node.moves.length > 1 ? t('menu.option', { n: i + 1 }) : t('menu.play')}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
