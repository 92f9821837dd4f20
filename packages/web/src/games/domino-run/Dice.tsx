/**
 * The dice of this turn: those still to use, large, as buttons (pick one,
 * then a lit space; pick a second to add them together), and the roll as
 * it came. A new roll tumbles in; a die that changed face (an ability)
 * pops.
 */
import type { DominoRunView } from '@gameshelf/domino-run';
import { useWords } from '../../i18n/use-words.ts';
import { arrowFocus } from '../../kit/a11y.ts';
import { enterClass, useFreshKeys } from '../../kit/anim.ts';
import { DieFace } from './Die.tsx';
import { part } from './moves.ts';
import type { Choice } from './useChoice.ts';
import './Dice.css';

/** Each unused die with the order of its face among equal ones: 5, 5, 4 → 5#0, 5#1, 4#0. */
function numbered(dice: readonly number[]): { face: number; nth: number }[] {
  return dice.map((face, i) => ({ face, nth: dice.slice(0, i).filter((f) => f === face).length }));
}

export function Dice({ view, choice }: { view: DominoRunView; choice: Choice }) {
  const { t } = useWords('domino-run');
  const dice = numbered(view.dice);
  const rollKey = `roll:${view.turn}:${view.rolled.join('')}`;
  const fresh = useFreshKeys([rollKey, ...dice.map((d) => `die:${view.turn}:${d.face}:${d.nth}`)]);
  const rolledNow = fresh.has(rollKey);
  const picked = choice.selected.filter((p) => p.startsWith('die:')).length;
  const words = (face: number, p: string) => {
    if (choice.selected.includes(p)) return t('board.dice.picked', { face });
    if (picked > 0 && choice.offered.has(p)) return t('board.dice.add', { face });
    return t('board.dice.die', { face });
  };
  return (
    <section className="dr-panel dr-dice" aria-label={t('board.dice.title')}>
      <h3 className="dr-label">{view.rolled.length === 0 ? t('board.dice.title') : t('board.dice.toUse')}</h3>
      {view.rolled.length === 0 ? (
        <p className="dr-quiet">
          {t('board.dice.pool', { dice: t('board.dice.count', { count: view.pool }) })}
        </p>
      ) : (
        <>
          <div
            className="dr-dice-row"
            role="toolbar"
            aria-label={t('board.dice.toUse')}
            onKeyDown={arrowFocus}
            tabIndex={-1}
          >
            {dice.length === 0 ? <p className="dr-quiet">{t('board.dice.allUsed')}</p> : null}
            {dice.map(({ face, nth }) => {
              const p = part.die(face, nth);
              const selected = choice.selected.includes(p);
              const usable = choice.usable(part.die(face, 0)) || selected;
              const lit = picked === 0 ? usable : choice.offered.has(p);
              const key = `die:${view.turn}:${face}:${nth}`;
              const arrive = rolledNow ? 'dr-rolled-in' : enterClass(fresh, key);
              return (
                <button
                  key={key}
                  type="button"
                  className={`dr-die ${lit ? 'offered' : ''} ${selected ? 'selected' : ''} ${arrive}`}
                  aria-label={words(face, p)}
                  aria-pressed={selected}
                  disabled={!usable && !lit}
                  onClick={() => choice.touchDie(face, nth)}
                  data-roving={usable || lit ? true : undefined}
                  data-face={face}
                >
                  <DieFace face={face} />
                </button>
              );
            })}
          </div>
          <p className="dr-rolled">
            <span>{t('board.dice.rolledTitle')}</span>
            <span
              className="dr-rolled-faces"
              role="img"
              aria-label={t('board.dice.rolled', { faces: view.rolled.join(', ') })}
            >
              {view.rolled.map((face, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a roll is a list of faces, in order
                <span key={i} className="dr-mini-die">
                  <DieFace face={face} />
                </span>
              ))}
            </span>
            {view.combined ? (
              <span className="dr-combine spent">{t('board.dice.combined')}</span>
            ) : view.dice.length >= 2 ? (
              <span className="dr-combine">{t('board.dice.combine')}</span>
            ) : null}
          </p>
        </>
      )}
    </section>
  );
}
