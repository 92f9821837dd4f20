/**
 * One option of a game, as its spec (from the game's module) describes it: a
 * list, a number or a switch, in the words of the game's own locale files
 * (`i18n/option-words.ts`).
 */
import type { OptionSpec, OptionValue } from '@gameshelf/engine';
import { optionWords } from '../../i18n/option-words.ts';
import { useWords } from '../../i18n/use-words.ts';
import './OptionField.css';

export function OptionField({
  spec,
  game,
  value,
  onChange,
  id = `option-${spec.name}`,
}: {
  spec: OptionSpec;
  /** The game's id: its namespace of words. */
  game: string;
  value: OptionValue;
  onChange: (value: OptionValue) => void;
  /** The control's id, for a page that shows the same option twice (the lab's two arms). */
  id?: string;
}) {
  const { t } = useWords(game);
  const { label, help, choice } = optionWords(game, spec.name, t);
  const hint = help === null ? null : <span className="hint">{help}</span>;
  switch (spec.kind) {
    case 'enum':
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <select id={id} value={String(value)} onChange={(e) => onChange(e.target.value)}>
            {spec.choices.map((c) => (
              <option key={c} value={c}>
                {choice(c)}
              </option>
            ))}
          </select>
          {hint}
        </div>
      );
    case 'int':
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            type="number"
            min={spec.min}
            max={spec.max}
            value={Number(value)}
            onChange={(e) => onChange(e.target.value === '' ? spec.default : Number(e.target.value))}
          />
          {hint}
        </div>
      );
    case 'bool':
      return (
        <div className="field checkbox">
          <label>
            <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />{' '}
            {label}
          </label>
          {hint}
        </div>
      );
  }
}
