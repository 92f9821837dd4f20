/**
 * What every page is checked for in the browser: axe-core's rules (no
 * serious or critical violation), and a phone's width (390 px): nothing
 * wider than the screen, and every control a finger can press at least
 * 44 px each way. axe-core is put into the page through playwright (not a
 * script tag, so a page under a strict Content-Security-Policy can be checked).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const PHONE = { width: 390, height: 844 } as const;
/** The smallest a touch target may be, each way (WCAG 2.5.5). */
export const FINGER = 44;

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/** axe-core's serious and critical violations on the page as it is now, in words. */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe-core's global, put there just above
    const { axe } = window as any;
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations as Violation[];
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How wide the page is, and the controls smaller than a finger (with their size). Runs in the page. */
function measure(finger: number): { width: number; small: string[] } {
  const controls = document.querySelectorAll(
    'button, a.button, .site-header a, [role=button], select, summary, input:not([type=hidden])',
  );
  const small = [...controls].flatMap((el) => {
    const box = el.getBoundingClientRect();
    if (box.width === 0 || getComputedStyle(el).visibility === 'hidden') return [];
    // Inside an inert picture (a rules page's worked example) nothing can be pressed.
    if (el.closest('[inert]')) return [];
    // A checkbox or radio is pressed through its label, which is the target.
    const label = el.matches('input[type=checkbox], input[type=radio]') ? el.closest('label') : null;
    const target = label ? label.getBoundingClientRect() : box;
    if (target.height >= finger && (label || target.width >= finger)) return [];
    const name = el.getAttribute('aria-label') ?? el.textContent ?? '';
    return [
      `${el.tagName.toLowerCase()}.${el.className} "${name.trim().slice(0, 40)}" ${Math.round(target.width)}x${Math.round(target.height)}`,
    ];
  });
  return { width: document.documentElement.scrollWidth, small };
}

/** The page at a phone's width: its scroll width and its controls smaller than a finger. */
export function phoneLayout(page: Page): Promise<{ width: number; small: string[] }> {
  return page.evaluate(measure, FINGER);
}
