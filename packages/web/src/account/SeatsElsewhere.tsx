/**
 * The account's games that this browser does not hold (played in another
 * browser): "Play here" gives this browser the seat with a new token, and the
 * other browser's token stops holding it.
 */
import type { AccountSeat } from '@gameshelf/protocol';
import { useEffect, useState } from 'react';
import { navigate } from '../app/navigation.tsx';
import { gameName } from '../catalog/games.ts';
import { useWords } from '../i18n/use-words.ts';
import type { TableError } from '../session/table.ts';
import { holdSeat, seatIn } from '../store/seats.ts';
import { accountApi } from './account-api.ts';
import './SeatsElsewhere.css';

export function SeatsElsewhere({
  onFailure,
  className,
}: {
  onFailure: (error: TableError) => void;
  /** The section's class where it stands among other cards ("My games"). */
  className?: string;
}) {
  const { t } = useWords();
  const [seats, setSeats] = useState<readonly AccountSeat[]>([]);
  useEffect(() => {
    void accountApi.seats().then((found) => {
      if (found.ok) setSeats(found.value.seats.filter((s) => seatIn(s.match)?.seat !== s.seat));
    });
  }, []);
  if (seats.length === 0) return null;

  async function playHere(s: AccountSeat) {
    const taken = await accountApi.takeSeat(s.match, s.seat);
    if (!taken.ok) return onFailure(taken.error);
    holdSeat({ match: s.match, game: s.game, seat: s.seat, token: taken.value.token });
    navigate(`/match/${s.match}`);
  }

  return (
    <section className={className} aria-labelledby="seats-elsewhere">
      <h2 id="seats-elsewhere">{t('account.elsewhere')}</h2>
      <p>{t('account.elsewhereHint')}</p>
      <ul className="account-seats">
        {seats.map((s) => (
          <li key={`${s.match}-${s.seat}`}>
            <span>
              {gameName(s.game)} · {t('seat.short', { n: s.seat + 1 })}
            </span>
            <button type="button" className="button" onClick={() => void playHere(s)}>
              {t('account.playHere')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
