/**
 * The Digit Dash board: the other hands face down (shapes show, DD-2), the
 * melds with who placed each tile, the stockpile, and your hand. Select
 * tiles, then a meld, a player or a button; drag a tile onto a meld to lay
 * it off. Every choice offered comes from the legal moves it is given.
 */

import type { DigitDashView, PlayerMove, ViewTile } from '@gameshelf/digit-dash';
import { itemAt } from '@gameshelf/engine';
import { type DragEvent, useMemo, useState } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import { type Action, ActionBar } from '../../kit/ActionBar.tsx';
import { arrowFocus } from '../../kit/a11y.ts';
import { enterClass, useFreshKeys } from '../../kit/anim.ts';
import { completeMoves, isUsable, nextParts, touch } from '../../kit/selection.ts';
import type { BoardProps } from '../board.ts';
import { hintFor } from './hint.ts';
import { Melds } from './Melds.tsx';
import { isPrimary, moveLabel, part, partsOf } from './moves.ts';
import { Opponents } from './Opponents.tsx';
import { TableInfo } from './TableInfo.tsx';
import { TileButton } from './TileButton.tsx';
import { seatShort } from './words.ts';
import './Board.css';

const tileKey = (tile: ViewTile, i: number) => (typeof tile === 'number' ? `t${tile}` : `h${tile.suit}${i}`);

export default function DigitDashBoard({
  view,
  legal,
  onMove,
  seat,
  seats,
  pending,
  suggested,
}: BoardProps<DigitDashView, PlayerMove>) {
  const { t } = useWords(['digit-dash', 'web']);
  const moves = useMemo(() => (pending || !legal ? [] : legal), [legal, pending]);
  // The selection belongs to the moves it was made from: a new position starts afresh.
  const [selection, setSelection] = useState<{ from: typeof legal; parts: string[] }>({
    from: legal,
    parts: [],
  });
  const selected = selection.from === legal ? selection.parts : [];
  const setSelected = (parts: string[]) => setSelection({ from: legal, parts });

  const offered = useMemo(() => {
    if (selected.length > 0) return nextParts(moves, selected, partsOf);
    return new Set(moves.flatMap((m) => partsOf(m)));
  }, [moves, selected]);
  // The parts of the move a hint suggests, lit where they are (and its button, once offered).
  const hinted = useMemo(() => new Set(suggested ? partsOf(suggested) : []), [suggested]);
  const hintedKey = suggested ? JSON.stringify(suggested) : null;
  const play = (move: PlayerMove) => {
    setSelected([]);
    onMove(move);
  };
  const onTouch = (p: string) => {
    const next = touch(moves, selected, p, partsOf);
    const complete = completeMoves(moves, next, partsOf);
    // Touching a place (a meld, a player, a table tile) finishes a move at once when only one fits.
    if (!p.startsWith('hand:') && complete.length === 1) return play(itemAt(complete, 0));
    setSelected(next);
  };
  const dragTile = (tile: number) => (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData('text/plain', String(tile));
    setSelected([part.hand(tile)]);
  };
  const layOffFor = (meld: number) =>
    moves.find((m) => m.type === 'layOff' && m.meld === meld && selected.includes(part.hand(m.tile)));

  const mine = seat === null ? [] : (view.hands[seat] ?? []);
  const fresh = useFreshKeys([
    ...mine.map(tileKey),
    ...view.table.flatMap((m) => m.tiles.map((t) => `t${t}`)),
  ]);
  const actions: Action[] = [
    ...moves.filter((m) => partsOf(m).length === 0),
    ...completeMoves(moves, selected, partsOf),
  ].map((m) => ({
    key: JSON.stringify(m),
    label: moveLabel(m, t),
    onClick: () => play(m),
    primary: isPrimary(m),
    hinted: JSON.stringify(m) === hintedKey,
  }));
  if (selected.length > 0)
    actions.push({ key: 'clear', label: t('web:board.clear'), onClick: () => setSelected([]) });

  return (
    <div className="dd-board">
      <Opponents view={view} seat={seat} seats={seats} offered={offered} hinted={hinted} onTouch={onTouch} />
      <div className="dd-felt">
        <TableInfo view={view} />
        <Melds
          table={view.table}
          offered={offered}
          hinted={hinted}
          fresh={fresh}
          onTouch={onTouch}
          canDropOn={(meld) => layOffFor(meld) !== undefined}
          onDropOn={(meld, e) => {
            const move = layOffFor(meld);
            if (!move) return;
            e.preventDefault();
            play(move);
          }}
        />
        <SpecialTiles view={view} offered={offered} hinted={hinted} selected={selected} onTouch={onTouch} />
      </div>
      {seat !== null ? (
        <section className="dd-hand-area" aria-label={t('board.hand.area')}>
          <h3>
            {t('board.hand.title')} <span className="dd-count">{mine.length}</span>
          </h3>
          <div
            className="dd-hand"
            role="toolbar"
            aria-label={t('board.hand.title')}
            onKeyDown={arrowFocus}
            tabIndex={-1}
          >
            {mine.map((tile, i) => {
              const p = typeof tile === 'number' ? part.hand(tile) : '';
              const usable = p !== '' && isUsable(moves, p, partsOf);
              return (
                <TileButton
                  key={tileKey(tile, i)}
                  tile={tile}
                  selected={selected.includes(p)}
                  offered={selected.length === 0 ? usable : offered.has(p)}
                  hinted={hinted.has(p)}
                  enabled={usable}
                  className={enterClass(fresh, tileKey(tile, i))}
                  onTouch={() => onTouch(p)}
                  {...(typeof tile === 'number' ? { onDragStart: dragTile(tile) } : {})}
                />
              );
            })}
          </div>
        </section>
      ) : null}
      <ActionBar hint={hintFor(view, legal, selected.length, t)} actions={actions} />
    </div>
  );
}

/** The tiles of a Swap (revealed to the swapper) or a Peek (shown to the peeker), when there are any. */
function SpecialTiles({
  view,
  offered,
  hinted,
  selected,
  onTouch,
}: {
  view: DigitDashView;
  offered: ReadonlySet<string>;
  hinted: ReadonlySet<string>;
  selected: readonly string[];
  onTouch: (part: string) => void;
}) {
  const { t } = useWords(['digit-dash', 'web']);
  const zone = (title: string, tiles: readonly ViewTile[], partOf: (tile: number) => string) => (
    <section className="dd-special" aria-label={title}>
      <h3>{title}</h3>
      <div className="dd-hand">
        {tiles.map((tile, i) => {
          const p = typeof tile === 'number' ? partOf(tile) : '';
          return (
            <TileButton
              key={tileKey(tile, i)}
              tile={tile}
              selected={selected.includes(p)}
              offered={offered.has(p)}
              hinted={hinted.has(p)}
              {...(p ? { onTouch: () => onTouch(p) } : {})}
            />
          );
        })}
      </div>
    </section>
  );
  return (
    <>
      {view.swap && view.swap.revealed.length > 0
        ? zone(
            t('board.revealed', { target: seatShort(view.swap.target, t), player: seatShort(view.turn, t) }),
            view.swap.revealed,
            part.revealed,
          )
        : null}
      {view.peeked.length > 0
        ? zone(t('board.peeked', { player: seatShort(view.turn, t) }), view.peeked, part.peeked)
        : null}
    </>
  );
}
