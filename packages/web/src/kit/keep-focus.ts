/**
 * Keeps keyboard focus on the board while a person plays from the keyboard.
 * A move made from a button often removes or disables that button (the move
 * is on its way, the next position has other choices), and the browser
 * then drops the focus to the page's body: the next Tab would start from
 * the top of the page. Whenever the board changes and the focus it held is
 * gone, this puts it back on the board: on the first thing that may be
 * touched now (a `data-roving` item of a hand, a tray, the sticks), else the
 * first enabled button, else the board itself (which has `tabIndex={-1}`),
 * from where it moves on to the first choice as soon as there is one.
 *
 * It only takes back focus the board had (or nobody had: a board that
 * appears after "Start the game" or "show my table" takes the focus those
 * buttons had): after a click or Tab elsewhere it does nothing.
 */
import { type RefObject, useEffect } from 'react';

const CHOICES = ['[data-roving]:not([disabled])', 'button:not([disabled])'];

function isGone(element: Element | null): boolean {
  return (
    element === null ||
    element === document.body ||
    !element.isConnected ||
    (element instanceof HTMLButtonElement && element.disabled)
  );
}

/** Where focus goes back to on the board: the first choice there is, else the board. */
export function focusTarget(board: HTMLElement): HTMLElement {
  for (const selector of CHOICES) {
    const found = board.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return board;
}

export function useKeepFocus(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const board = ref.current;
    if (!board) return;
    // Whether the focus is the board's to keep: it was last inside, and did not leave for elsewhere.
    let ours = board.contains(document.activeElement) || isGone(document.activeElement);
    const restore = () => {
      if (!ours) return;
      const active = document.activeElement;
      const parked = active === board;
      if (!parked && !isGone(active)) return;
      const target = focusTarget(board);
      if (target !== active) target.focus({ preventScroll: parked });
    };
    const onFocusIn = () => {
      ours = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      const to = event.relatedTarget;
      if (to instanceof Node) {
        ours = board.contains(to);
        return;
      }
      // Focus leaving for nowhere: a click elsewhere (the element stays), or the element
      // going (the browser blurs it while it is still in the page): known once the change is done.
      const from = event.target instanceof Element ? event.target : null;
      queueMicrotask(() => {
        if (isGone(from)) restore();
        else if (!board.contains(document.activeElement)) ours = false;
      });
    };
    const watcher = new MutationObserver(restore);
    watcher.observe(board, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    board.addEventListener('focusin', onFocusIn);
    board.addEventListener('focusout', onFocusOut);
    restore();
    return () => {
      watcher.disconnect();
      board.removeEventListener('focusin', onFocusIn);
      board.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
}
