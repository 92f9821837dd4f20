/**
 * One option of a game, as its spec (from the game's module) describes it: a
 * list, a number or a switch, in the words of the game's own locale files
 * (`<game>:options.<name>`; the spec's own name and description, meant for
 * the command line, when they have none).
 */
import type { OptionSpec, OptionValue } from '@gameshelf/engine';
import { useWords } from '../../i18n/use-words.ts';
import './OptionField.css';

/** An option's name as a label: `blockLimit` reads "Block limit". */
export function optionLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

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
  const words = `options.${spec.name}`;
  const label = t(`${words}.label`, { defaultValue: optionLabel(spec.name) });
  const help = t(`${words}.help`, { defaultValue: spec.description });
  switch (spec.kind) {
    case 'enum':
      return (
        <div className="field">
          <label htmlFor={id}>{label}</label>
          <select id={id} value={String(value)} onChange={(e) => onChange(e.target.value)}>
            {spec.choices.map((c) => (
              <option key={c} value={c}>
                {t(`${words}.choices.${c}`, { defaultValue: c })}
              </option>
            ))}
          </select>
          <span className="hint">{help}</span>
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
          <span className="hint">{help}</span>
        </div>
      );
    case 'bool':
      return (
        <div className="field checkbox">
          <label>
            <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />{' '}
            {label}
          </label>
          <span className="hint">{help}</span>
        </div>
      );
  }
}
