/**
 * How an end-to-end player presses what it chose: with the mouse, or with
 * the keyboard alone (Tab and Shift+Tab to reach it, Enter to press it), as
 * a person who cannot use a pointer plays. On a match page, the keyboard's
 * hands also check after every press that the focus stayed on the board (or
 * moved to what took it on purpose: the result dialog, the pass-the-device
 * screen), and note every time it fell to the page.
 */
import type { Locator, Page } from 'playwright-core';

export interface Hands {
  /** Presses the element; false when it is gone or the table moved on before it could be. */
  press(target: Locator): Promise<boolean>;
}

export const mouse: Hands = {
  async press(target) {
    try {
      await target.click({ timeout: 2000 });
      return true;
    } catch {
      return false; // the table moved on under the pointer: look again
    }
  },
};

/** Where the focus may be after a press: on the board, or on what took it on purpose. */
const FOCUS_HOMES = ['.match-board', '[role=dialog]', '.pass-device'];

/**
 * How many Tabs (Shift+Tabs when negative) from the focused element to `target`,
 * in the page's sequential focus order (document order: the app sets no positive
 * tabindex); null when it cannot be focused now. Runs in the page.
 */
function tabsTo(target: Element): number | null {
  const tabbable = (e: Element): boolean => {
    if (!(e instanceof HTMLElement) || e.tabIndex < 0) return false;
    if ('disabled' in e && e.disabled === true) return false;
    if (e.getClientRects().length === 0 || getComputedStyle(e).visibility === 'hidden') return false;
    // Tab reaches a radio group at its checked radio.
    if (e instanceof HTMLInputElement && e.type === 'radio' && !e.checked)
      return ![...document.querySelectorAll(`input[type=radio][name="${e.name}"]`)].some(
        (r) => r instanceof HTMLInputElement && r.checked,
      );
    return true;
  };
  const order = [
    ...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]'),
  ].filter(tabbable);
  const to = order.indexOf(target);
  if (to < 0) return null;
  const active = document.activeElement;
  if (active === target) return 0;
  let at = active ? order.indexOf(active) : -1;
  // Focus on something Tab does not stop at (the board itself): Tab goes on from its place in the page.
  if (at < 0 && active && active !== document.body)
    at =
      order.filter((e) => active.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING).length - 0.5;
  const d = to - at;
  return d > 0 ? Math.ceil(d) : Math.floor(d);
}

export interface KeyboardHands extends Hands {
  /** Each time the focus was found off the board after a press: what had it instead. */
  readonly lost: string[];
  /** Presses made. */
  readonly presses: number;
}

export function keyboard(page: Page): KeyboardHands {
  const lost: string[] = [];
  let presses = 0;
  const checkFocus = async () => {
    // Two frames: the board's answer to the press, and the focus it keeps (keep-focus.ts).
    const away = await page.evaluate(async (homes) => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      // Only on a match page: elsewhere a press may well lead off the page (a link).
      if (!document.querySelector('.match-board')) return null;
      const active = document.activeElement;
      if (active && homes.some((home) => active.closest(home))) return null;
      return active ? `${active.tagName}.${active.className}` : 'nothing';
    }, FOCUS_HOMES);
    if (away !== null) lost.push(away);
  };
  return {
    lost,
    get presses() {
      return presses;
    },
    async press(target) {
      const element = await target.elementHandle({ timeout: 2000 }).catch(() => null);
      if (!element) return false;
      for (let round = 0; round < 40; round++) {
        const steps = await element.evaluate(tabsTo).catch(() => null);
        if (steps === null) return false;
        if (steps === 0) {
          await page.keyboard.press('Enter');
          presses++;
          await checkFocus();
          return true;
        }
        const key = steps > 0 ? 'Tab' : 'Shift+Tab';
        for (let i = 0; i < Math.min(Math.abs(steps), 40); i++) await page.keyboard.press(key);
      }
      return false;
    },
  };
}
