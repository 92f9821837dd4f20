/**
 * The Double Domino Havoc board: the direction of play, the boneyard and
 * the dominoes out of play in the middle; a banner for a live double; the
 * other racks compact (tray face down, train, slot); your rack large at the
 * bottom. Pick a tray domino, then touch your train or the lit slot (or
 * drag it there); touch the boneyard or a lit slot to draw. Every choice
 * offered comes from the legal moves it is given.
 */
import type { Domino, HavocMove, HavocView } from '@gameshelf/domino-havoc';
import type { KeyboardEvent } from 'react';
import { useWords } from '../../i18n/use-words.ts';
import { type Action, ActionBar } from '../../kit/ActionBar.tsx';
import { enterClass, useFreshKeys } from '../../kit/anim.ts';
import { completeMoves, movesWith } from '../../kit/selection.ts';
import type { BoardProps } from '../board.ts';
import { NumeralSprite } from './Domino.tsx';
import { DoubleBanner, liveDouble } from './DoubleBanner.tsx';
import { actingSeat, penaltyTotals, sameDomino, shortBy } from './dominoes.ts';
import { directionKey, tableKeys } from './fresh.ts';
import { hintFor } from './hint.ts';
import { MyRack } from './MyRack.tsx';
import { isPrimary, moveLabel, moveWords, part, partsOf, type Target } from './moves.ts';
import { OtherRack } from './OtherRack.tsx';
import { TableBar } from './TableBar.tsx';
import { useChoice } from './useChoice.ts';
import './Board.css';

export default function DominoHavocBoard(props: BoardProps<HavocView, HavocMove>) {
  const { view, legal, onMove, seat, seats, log, pending, suggested } = props;
  // A hint's move lights what makes it: its tray domino until it is picked, then the place that
  // finishes it (the boneyard, a slot, the train), and its button in the bar.
  const hintedKey = suggested ? JSON.stringify(suggested) : null;
  const hintedParts = new Set(suggested ? partsOf(suggested) : []);
  const { t } = useWords(['domino-havoc', 'web']);
  const short = (p: number) => t('web:seat.short', { n: p + 1 });
  const choice = useChoice(legal, pending, onMove);
  const { moves, selected } = choice;
  const fresh = useFreshKeys(tableKeys(view, seat));
  const enter = (key: string) => enterClass(fresh, key);

  const target = (p: string): Target | null => {
    if (!choice.offered.has(p)) return null;
    const complete = completeMoves(moves, [...selected, p], partsOf);
    const move = complete.length === 1 ? complete[0] : undefined;
    return move
      ? {
          part: p,
          move,
          words: moveWords(move, view, seat, short, t),
          hinted: JSON.stringify(move) === hintedKey,
        }
      : null;
  };
  const onTarget = (t: Target) => choice.play(t.move);

  const title = (p: number) => {
    const s = seats[p];
    return s ? t('web:result.seat', { short: short(p), name: s.name }) : short(p);
  };
  const mine = seat === null ? undefined : view.racks[seat];
  const tray = mine === undefined || 'hidden' in mine.tray ? [] : mine.tray;
  const picked = tray.find((d) => selected.includes(part.tray(d))) ?? null;
  const fits = (d: Domino) => moves.some((m) => m.type === 'play' && sameDomino(m.domino, d));
  const { phase } = view;
  const discardSlot = phase.kind === 'play' || phase.kind === 'discard' ? phase.slot : null;
  const live = liveDouble(view);
  const slotTarget = (q: number) =>
    target(part.slot(q)) ??
    (q === discardSlot ? target(part.discard) : null) ??
    (q === live?.owner ? target(part.live) : null);
  const trainTargets = [part.train, ...[...choice.offered].filter((p) => p.startsWith('open:'))]
    .map(target)
    .filter((t): t is Target => t !== null);
  const acting = actingSeat(phase);
  const totals = view.history.length > 0 ? penaltyTotals(view) : null;
  const answers = phase.kind === 'respond' ? moves : [];

  const actions: Action[] = (
    selected.length === 0
      ? moves.filter((m) => m.type === 'drawBoneyard' || m.type === 'takeDiscard' || m.type === 'endTurn')
      : movesWith(moves, selected, partsOf)
  ).map((m) => ({
    key: JSON.stringify(m),
    label: moveLabel(m, view, seat, short, t),
    onClick: () => choice.play(m),
    primary: isPrimary(m),
    hinted: JSON.stringify(m) === hintedKey,
  }));
  if (selected.length > 0)
    actions.push({ key: 'clear', label: t('web:board.cancel'), onClick: choice.clear });
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape' && selected.length > 0) choice.clear();
  };
  const others = view.racks.flatMap((rack, p) => (p === seat ? [] : [{ p, rack }]));
  // Around the table from you: the seats after yours first, as they sit clockwise.
  const n = view.racks.length;
  if (seat !== null) others.sort((a, b) => ((a.p - seat + n) % n) - ((b.p - seat + n) % n));

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape lets go of a picked domino anywhere on the board
    <div
      className="dh-board"
      // What the board waits for (a phase of yours, or `wait`) and how many moves it has seen: for tests.
      data-step={moves.length > 0 ? phase.kind : 'wait'}
      data-moves={log.length}
      onKeyDown={onKeyDown}
    >
      <NumeralSprite />
      <DoubleBanner view={view} seat={seat} answers={answers} onMove={choice.play} name={short} />
      <div className="dh-felt">
        <TableBar
          view={view}
          seat={seat}
          drawTarget={target(part.boneyard)}
          onTarget={onTarget}
          enter={enter}
          turned={fresh.has(directionKey(view))}
          log={log}
          name={short}
        />
        <div className="dh-others">
          {others.map(({ p, rack }) => (
            <OtherRack
              key={p}
              seat={p}
              rack={rack}
              title={title(p)}
              acting={acting === p}
              live={live?.owner === p}
              penalty={totals?.[p] ?? null}
              short={shortBy(view, p)}
              slotTarget={slotTarget(p)}
              onTarget={onTarget}
              enter={enter}
            />
          ))}
        </div>
        {mine && seat !== null ? (
          <MyRack
            seat={seat}
            rack={mine}
            title={title(seat)}
            acting={acting === seat}
            live={live?.owner === seat}
            penalty={totals?.[seat] ?? null}
            short={shortBy(view, seat)}
            choice={choice}
            hinted={hintedParts}
            picked={picked}
            trainTargets={picked ? trainTargets : []}
            slotTarget={slotTarget(seat)}
            fits={fits}
            onTarget={onTarget}
            enter={enter}
          />
        ) : null}
      </div>
      <ActionBar
        hint={hintFor(view, seat, moves, picked ? { fits: fits(picked) } : null, short, t)}
        actions={actions}
      />
    </div>
  );
}
