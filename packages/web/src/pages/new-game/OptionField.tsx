/** One option of a game, as its spec (from the game's module) describes it: a list, a number or a switch. */
import type { OptionSpec, OptionValue } from '@gameshelf/engine';

/** An option's name as a label: `blockLimit` reads "Block limit". */
export function optionLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function OptionField({
  spec,
  value,
  onChange,
}: {
  spec: OptionSpec;
  value: OptionValue;
  onChange: (value: OptionValue) => void;
}) {
  const id = `option-${spec.name}`;
  switch (spec.kind) {
    case 'enum':
      return (
        <div className="field">
          <label htmlFor={id}>{optionLabel(spec.name)}</label>
          <select id={id} value={String(value)} onChange={(e) => onChange(e.target.value)}>
            {spec.choices.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <span className="hint">{spec.description}</span>
        </div>
      );
    case 'int':
      return (
        <div className="field">
          <label htmlFor={id}>{optionLabel(spec.name)}</label>
          <input
            id={id}
            type="number"
            min={spec.min}
            max={spec.max}
            value={Number(value)}
            onChange={(e) => onChange(e.target.value === '' ? spec.default : Number(e.target.value))}
          />
          <span className="hint">{spec.description}</span>
        </div>
      );
    case 'bool':
      return (
        <div className="field checkbox">
          <label>
            <input type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />{' '}
            {optionLabel(spec.name)}
          </label>
          <span className="hint">{spec.description}</span>
        </div>
      );
  }
}
