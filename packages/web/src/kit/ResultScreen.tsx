/**
 * The end of a match: who won, how the game ended in the game's own words
 * (the narration of its last entry: a D20 knocked out, a Solitaire rating),
 * everyone's score, and the ways on: a rematch and the replay.
 */
import type { GameResult, Player } from '@gameshelf/engine';
import { useEffect, useRef } from 'react';
import { Link } from '../app/navigation.tsx';
import type { SeatLabel } from '../games/board.ts';
import { listWords, type Translate } from '../i18n/translate.ts';
import { useWords } from '../i18n/use-words.ts';
import { Icon } from './icons.tsx';
import './ResultScreen.css';

export interface ResultScreenProps {
  readonly result: GameResult;
  readonly seats: readonly SeatLabel[];
  readonly seat: Player | null;
  /**
   * How the game ended, in the game's own words and the page's language (the narration of the
   * log's last entry). The rules' `result.summary` is not shown: it is English and cites rulings.
   */
  readonly story?: string;
  readonly onRematch?: () => void;
  readonly rematchLabel?: string;
  readonly replayHref?: string;
  readonly onClose: () => void;
}

export function headline(
  result: GameResult,
  seats: readonly SeatLabel[],
  seat: Player | null,
  t: Translate,
  language: string,
): string {
  const name = (p: Player) => seats[p]?.name ?? t('seat.short', { n: p + 1 });
  if (result.winners.length === 0) return seats.length === 1 ? t('result.youLost') : t('result.nobody');
  const mine = seat !== null && result.winners.includes(seat);
  if (mine && seats[seat]?.kind === 'you')
    return result.winners.length > 1 ? t('result.youShare') : t('result.youWin');
  const names = listWords(result.winners.map(name), language);
  return result.winners.length > 1 ? t('result.share', { names }) : t('result.wins', { name: names });
}

function WinnerMark() {
  const { t } = useWords();
  return (
    <>
      <Icon name="star" /> <span className="visually-hidden">{t('result.winner')} </span>
    </>
  );
}

export function ResultScreen(props: ResultScreenProps) {
  const { result, seats, seat } = props;
  const { t, language } = useWords();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => dialog.current?.focus(), []);
  const order = seats.map((s) => s.seat).sort((a, b) => (result.scores[b] ?? 0) - (result.scores[a] ?? 0));
  return (
    <div className="result-backdrop">
      <div
        className="result-screen card anim-enter"
        role="dialog"
        aria-modal="true"
        aria-labelledby="result-title"
        tabIndex={-1}
        ref={dialog}
      >
        <h2 id="result-title">{headline(result, seats, seat, t, language)}</h2>
        {props.story ? <p className="result-summary">{props.story}</p> : null}
        <table className="result-scores">
          <thead>
            <tr>
              <th scope="col">{t('result.player')}</th>
              <th scope="col">{t('result.score')}</th>
            </tr>
          </thead>
          <tbody>
            {order.map((p) => (
              <tr key={p} className={result.winners.includes(p) ? 'winner' : ''}>
                <td>
                  {result.winners.includes(p) ? <WinnerMark /> : null}
                  {t('result.seat', { short: t('seat.short', { n: p + 1 }), name: seats[p]?.name ?? '' })}
                </td>
                <td>{result.scores[p] ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="result-actions">
          {props.onRematch ? (
            <button type="button" className="button primary" onClick={props.onRematch}>
              {props.rematchLabel ?? t('result.rematch')}
            </button>
          ) : null}
          {props.replayHref ? (
            <Link className="button" href={props.replayHref}>
              {t('result.replay')}
            </Link>
          ) : null}
          <button type="button" className="button quiet" onClick={props.onClose}>
            {t('result.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
