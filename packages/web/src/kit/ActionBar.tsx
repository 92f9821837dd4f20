/** The row of buttons under a board: the moves the current selection can become, and a hint. */
import { useWords } from '../i18n/use-words.ts';
import './ActionBar.css';

export interface Action {
  readonly key: string;
  readonly label: string;
  readonly onClick: () => void;
  readonly primary?: boolean;
  readonly disabled?: boolean;
  /** The move a hint suggests: lit. */
  readonly hinted?: boolean;
}

export function ActionBar({ hint, actions }: { hint?: string; actions: readonly Action[] }) {
  const { t } = useWords();
  return (
    <div className="action-bar" role="toolbar" aria-label={t('board.moves')}>
      {hint ? <p className="action-hint">{hint}</p> : null}
      <div className="action-buttons">
        {actions.map((a) => (
          <button
            key={a.key}
            type="button"
            className={`button ${a.primary ? 'primary' : ''} ${a.hinted ? 'hinted' : ''}`}
            onClick={a.onClick}
            disabled={a.disabled}
          >
            {a.label}
          </button>
        ))}
      </div>
    </div>
  );
}
