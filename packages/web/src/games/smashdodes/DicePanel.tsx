/**
 * The dice in words, beside the 3D view: every die on the board with its
 * owner, kind, value, where it lies (mm from the centre) and whether it
 * touches the target; each player's hand and knocked-out dice; the neutral
 * dice off the board. A die that may be chosen now is a button here too, so
 * the whole game can be played without the 3D view; while an attack is
 * aimed, its possible targets are buttons that declare them.
 */
import { itemAt } from '@gameshelf/engine';
import type { SmashView } from '@gameshelf/smashdodes';
import { dieLabel } from '@gameshelf/smashdodes/present';
import { useWords } from '../../i18n/use-words.ts';
import type { SeatLabel } from '../board.ts';
import type { Offers } from './shots.ts';
import { colourOf, dieWords, kindWords, mm, ownerWords, valueWords } from './words.ts';

export interface DicePanelProps {
  readonly view: SmashView;
  readonly seats: readonly SeatLabel[];
  readonly offers: Offers;
  /** The die chosen to shoot, and the target declared. */
  readonly chosen: number | null;
  /** The die of the shot a hint suggests: lit. */
  readonly hinted: number | null;
  readonly target: number | null;
  readonly onChoose: (die: number) => void;
  readonly onTarget: (die: number) => void;
}

function OnBoard(props: DicePanelProps) {
  const { view, seats, offers, chosen, target, onChoose, onTarget } = props;
  const { t } = useWords('smashdodes');
  const targets = chosen === null ? [] : (offers.attacks.get(chosen) ?? []);
  const rows = view.dice.flatMap((d, i) => (d.place.at === 'play' ? [{ d, i, place: d.place }] : []));
  if (rows.length === 0) return <p className="sd-empty">{t('board.panel.none')}</p>;
  return (
    <table className="sd-dice">
      <caption>{t('board.panel.onBoard')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('board.panel.die')}</th>
          <th scope="col">{t('board.panel.owner')}</th>
          <th scope="col">{t('board.panel.kind')}</th>
          <th scope="col">{t('board.panel.value')}</th>
          <th scope="col">{t('board.panel.where')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ d, i, place }) => {
          const label = dieLabel(i);
          const mayAttack = offers.attacks.has(i);
          const mayTarget = targets.includes(i);
          let cell = <span>{label}</span>;
          if (mayTarget)
            cell = (
              <button
                type="button"
                className={`sd-die-button target ${target === i ? 'on' : ''}`}
                aria-pressed={target === i}
                onClick={() => onTarget(i)}
              >
                {t('board.panel.target', { die: dieWords(view, i, t) })}
              </button>
            );
          else if (mayAttack)
            cell = (
              <button
                type="button"
                className={`sd-die-button ${chosen === i ? 'on' : ''} ${props.hinted === i ? 'hinted' : ''}`}
                aria-pressed={chosen === i}
                onClick={() => onChoose(i)}
              >
                {t('board.panel.attack', { die: dieWords(view, i, t) })}
              </button>
            );
          return (
            <tr key={i} className={`sd-row ${colourOf(d)}`} data-die={i}>
              <th scope="row">{cell}</th>
              <td>{ownerWords(d, seats, t)}</td>
              <td>{kindWords(d, t)}</td>
              <td className="sd-value">{valueWords(d, t)}</td>
              <td>
                {t(place.inTarget ? 'board.panel.atInTarget' : 'board.panel.at', {
                  x: mm(place.pose.p[0]),
                  z: mm(place.pose.p[2]),
                })}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function OffBoard(props: DicePanelProps & { owner: 0 | 1 | 'neutral' }) {
  const { view, seats, offers, chosen, onChoose, owner } = props;
  const { t } = useWords('smashdodes');
  const mine = view.dice.flatMap((d, i) => (d.owner === owner && d.place.at !== 'play' ? [{ d, i }] : []));
  const hand = mine.filter(({ d }) => d.place.at === 'hand');
  const ko = mine.filter(({ d }) => d.place.at === 'ko');
  if (owner === 'neutral' && mine.length === 0) return null;
  const title =
    owner === 'neutral' ? t('board.panel.neutral') : ownerWords(itemAt(view.dice, owner * 7), seats, t);
  return (
    <section
      className={`sd-off ${owner === 'neutral' ? 'neutral' : owner === 0 ? 'a' : 'b'}`}
      aria-label={title}
    >
      <h4>{title}</h4>
      <p>
        <span className="sd-off-label">
          {owner === 'neutral' ? t('board.panel.off') : t('board.panel.hand')}
        </span>{' '}
        {hand.length === 0 ? '—' : null}
        {hand.map(({ i }) =>
          offers.drops.includes(i) ? (
            <button
              key={i}
              type="button"
              className={`sd-die-button ${chosen === i ? 'on' : ''} ${props.hinted === i ? 'hinted' : ''}`}
              aria-pressed={chosen === i}
              onClick={() => onChoose(i)}
            >
              {t('board.panel.drop', { die: dieLabel(i) })}
            </button>
          ) : (
            <span key={i} className="sd-chip">
              {dieLabel(i)}
            </span>
          ),
        )}
      </p>
      <p>
        <span className="sd-off-label">{t('board.panel.ko')}</span> {ko.length === 0 ? '—' : null}
        {ko.map(({ i }) => (
          <span key={i} className="sd-chip ko">
            {dieLabel(i)}
          </span>
        ))}
      </p>
    </section>
  );
}

export function DicePanel(props: DicePanelProps) {
  const { t } = useWords('smashdodes');
  return (
    <section className="sd-panel" aria-label={t('board.panel.label')}>
      <OnBoard {...props} />
      <OffBoard {...props} owner={0} />
      <OffBoard {...props} owner={1} />
      <OffBoard {...props} owner="neutral" />
    </section>
  );
}
