/**
 * The tab's title names the page and the game (`Digit Dash · Gameshelf`),
 * and starts with "Your turn" while the player must act, so a person in
 * another tab sees it. A page sets its part (`useDocumentTitle`); the match
 * view adds whose turn it is (`useYourTurn`).
 */
import { useEffect } from 'react';
import type { Translate } from './translate.ts';
import { useWords } from './use-words.ts';

const state: { page: string | null; yourTurn: boolean; t: Translate | null } = {
  page: null,
  yourTurn: false,
  t: null,
};

function show(): void {
  const { t } = state;
  if (!t) return;
  const title = state.page === null ? t('title.home') : t('title.page', { page: state.page });
  document.title = state.yourTurn ? t('title.yourTurn', { title }) : title;
}

/** This page's part of the title (null: the home page). */
export function useDocumentTitle(page: string | null): void {
  const { t } = useWords();
  useEffect(() => {
    state.page = page;
    state.t = t;
    show();
  }, [page, t]);
}

/** While mounted, says in the title whether the player must act now. */
export function useYourTurn(yourTurn: boolean): void {
  const { t } = useWords();
  useEffect(() => {
    state.yourTurn = yourTurn;
    state.t = t;
    show();
    return () => {
      state.yourTurn = false;
      show();
    };
  }, [yourTurn, t]);
}
