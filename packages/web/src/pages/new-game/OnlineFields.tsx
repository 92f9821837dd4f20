/**
 * What an online game adds to the new-game form: the player's name (the
 * others see it, and the replay keeps it), a time control, whether the
 * game is shown in the lobby for anyone to join, and, for a signed-in
 * player, whether it is rated.
 */
import type { TimeControl } from '@gameshelf/protocol';
import { useAccount } from '../../account/session.ts';
import { Link } from '../../app/navigation.tsx';
import { useWords } from '../../i18n/use-words.ts';
import { ClockFields, type ClockValue, NO_CLOCK } from '../../lobby/ClockFields.tsx';
import { clockOf } from '../../lobby/time-control.ts';
import { playerName } from '../../store/profile.ts';

export interface OnlineChoice {
  readonly name: string;
  readonly clock: ClockValue;
  readonly listed: boolean;
  /** Asked for a rated game (only a signed-in player's choice counts: `ratedChoice`). */
  readonly rated: boolean;
}

export function initialOnlineChoice(): OnlineChoice {
  return { name: playerName(), clock: NO_CLOCK, listed: false, rated: false };
}

/** The time control an online choice asks for. */
export function chosenClock(choice: OnlineChoice): TimeControl | null {
  return clockOf(choice.clock.choice, choice.clock.onTimeout);
}

export function OnlineFields({
  value,
  onChange,
}: {
  value: OnlineChoice;
  onChange: (value: OnlineChoice) => void;
}) {
  const { t } = useWords();
  const account = useAccount();
  return (
    <fieldset className="field online-fields">
      <legend>{t('myGames.online')}</legend>
      <div className="field">
        <label htmlFor="online-name">{t('lobby.yourName')}</label>
        <input
          id="online-name"
          type="text"
          maxLength={40}
          value={value.name}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
        />
      </div>
      <ClockFields id="online" value={value.clock} onChange={(clock) => onChange({ ...value, clock })} />
      <label className="check">
        <input
          type="checkbox"
          checked={value.listed}
          onChange={(e) => onChange({ ...value, listed: e.target.checked })}
        />{' '}
        {t('lobby.listIt')}
      </label>
      {account ? (
        <label className="check">
          <input
            type="checkbox"
            checked={value.rated}
            onChange={(e) => onChange({ ...value, rated: e.target.checked })}
          />{' '}
          {t('newGame.rated')}
          <span className="hint">{t('newGame.ratedHint')}</span>
        </label>
      ) : account === null ? (
        <p className="hint">
          <Link href="/signin">{t('newGame.ratedSignIn')}</Link>
        </p>
      ) : null}
    </fieldset>
  );
}
