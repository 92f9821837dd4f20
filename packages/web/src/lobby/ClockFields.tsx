/** Choosing a time control: none, live (per move) or correspondence (days per move), and what a timeout does. */

import { useWords } from '../i18n/use-words.ts';
import {
  CLOCK_CHOICES,
  type ClockChoice,
  choiceWords,
  isClockChoice,
  type OnTimeout,
} from './time-control.ts';

export interface ClockValue {
  readonly choice: ClockChoice;
  readonly onTimeout: OnTimeout;
}

export const NO_CLOCK: ClockValue = { choice: 'none', onTimeout: 'lose' };

export function ClockFields({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ClockValue;
  onChange: (value: ClockValue) => void;
}) {
  const { t } = useWords();
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-clock`}>{t('clock.label')}</label>
        <select
          id={`${id}-clock`}
          value={value.choice}
          onChange={(e) => {
            if (isClockChoice(e.target.value)) onChange({ ...value, choice: e.target.value });
          }}
        >
          {CLOCK_CHOICES.map((c) => (
            <option key={c} value={c}>
              {choiceWords(c, t)}
            </option>
          ))}
        </select>
      </div>
      {value.choice.startsWith('days-') ? (
        <div className="field">
          <label htmlFor={`${id}-timeout`}>{t('clock.onTimeout')}</label>
          <select
            id={`${id}-timeout`}
            value={value.onTimeout}
            onChange={(e) => onChange({ ...value, onTimeout: e.target.value === 'bot' ? 'bot' : 'lose' })}
          >
            <option value="lose">{t('clock.lose')}</option>
            <option value="bot">{t('clock.bot')}</option>
          </select>
        </div>
      ) : null}
    </>
  );
}
