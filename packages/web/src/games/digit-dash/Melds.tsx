/**
 * The melds on the table, each tile with who placed it (DD-5: a tile counts
 * for its placer). A meld is a target when a lay-off may go there, and its
 * tiles are when Steal may take them.
 */
import type { Meld } from '@gameshelf/digit-dash';
import type { DragEvent } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import { enterClass } from '../../kit/anim.ts';
import { part } from './moves.ts';
import { TileButton } from './TileButton.tsx';
import { seatShort } from './words.ts';

export interface MeldsProps {
  readonly table: readonly Meld[];
  readonly offered: ReadonlySet<string>;
  /** The parts of the move a hint suggests. */
  readonly hinted?: ReadonlySet<string>;
  readonly fresh: ReadonlySet<string>;
  readonly onTouch: (part: string) => void;
  readonly onDropOn: (meld: number, event: DragEvent<HTMLElement>) => void;
  readonly canDropOn: (meld: number) => boolean;
}

export function Melds({ table, offered, hinted, fresh, onTouch, onDropOn, canDropOn }: MeldsProps) {
  const { t } = useWords(['digit-dash', 'web']);
  if (table.length === 0) return <p className="dd-empty">{t('board.melds.none')}</p>;
  return (
    <ol className="dd-melds" aria-label={t('board.melds.label')}>
      {table.map((meld, index) => {
        const target = offered.has(part.meld(index));
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a meld is named by its place on the table (lay-offs use it)
            key={index}
            className={`dd-meld ${target ? 'target' : ''} ${hinted?.has(part.meld(index)) ? 'hinted' : ''}`}
            onDragOver={(e) => {
              if (canDropOn(index)) e.preventDefault();
            }}
            onDrop={(e) => onDropOn(index, e)}
          >
            <div className="dd-meld-head">
              <span>{t('board.melds.meld', { n: index + 1 })}</span>
              {target ? (
                <button
                  type="button"
                  className="button primary dd-target"
                  onClick={() => onTouch(part.meld(index))}
                >
                  {t('board.melds.layOffHere')}
                </button>
              ) : null}
            </div>
            <div className="dd-meld-tiles">
              {meld.tiles.map((tile, i) => {
                const placer = meld.by[i] ?? meld.owner;
                const stealable = offered.has(part.table(tile));
                return (
                  <figure key={tile} className={`dd-placed ${enterClass(fresh, `t${tile}`)}`}>
                    <TileButton
                      tile={tile}
                      offered={stealable}
                      hinted={hinted?.has(part.table(tile)) ?? false}
                      note={t('board.tile.placedBy', { player: seatShort(placer, t) })}
                      {...(stealable ? { onTouch: () => onTouch(part.table(tile)) } : {})}
                    />
                    <figcaption aria-hidden="true">{seatShort(placer, t)}</figcaption>
                  </figure>
                );
              })}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
