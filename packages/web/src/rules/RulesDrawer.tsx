/**
 * The match page's "Rules" button and the panel it opens beside the board,
 * without leaving the game. Opening moves focus into the panel; Escape or
 * the close button closes it and gives focus back to the button. The panel
 * is not modal: the board stays usable while the rules are open.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { findMeta } from '../catalog/games.ts';
import { useWords } from '../i18n/use-words.ts';
import { RulesSections } from './RulesSections.tsx';
import { useRules } from './use-rules.ts';
import './Rules.css';

export function RulesButton({ game }: { game: string }) {
  const { t } = useWords();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('rules.button')}
      </button>
      {open ? <RulesDrawer id={panelId} game={game} onClose={close} /> : null}
    </>
  );
}

function RulesDrawer({ id, game, onClose }: { id: string; game: string; onClose: () => void }) {
  const { t } = useWords();
  const rules = useRules(game);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = findMeta(game)?.name ?? game;
  const headingId = `${id}-title`;
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <aside
      id={id}
      className="rules-drawer"
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="rules-drawer-head">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('rules.title', { game: name })}
        </h2>
        <button type="button" className="button" onClick={onClose}>
          {t('rules.close')}
        </button>
      </div>
      {rules.status === 'ready' ? (
        <RulesSections game={game} rules={rules.rules} level={3} idPrefix={`${id}-rules`} />
      ) : rules.status === 'loading' ? (
        <p>{t('rules.loading')}</p>
      ) : (
        <p role="alert">{t('rules.failed')}</p>
      )}
    </aside>
  );
}
