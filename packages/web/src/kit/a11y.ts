/**
 * Keyboard helpers for boards: arrow keys move between the items of a
 * group (a hand of tiles, a row of targets), Enter and Space pick, as in a
 * toolbar. Items are the group's elements marked `data-roving`.
 */
import type { KeyboardEvent } from 'react';

const KEYS: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

export function arrowFocus(event: KeyboardEvent<HTMLElement>): void {
  const step = KEYS[event.key];
  const home = event.key === 'Home';
  const end = event.key === 'End';
  if (step === undefined && !home && !end) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-roving]')];
  if (items.length === 0) return;
  const active = document.activeElement;
  const at = active instanceof HTMLElement ? items.indexOf(active) : -1;
  const next = home ? 0 : end ? items.length - 1 : (at + (step ?? 0) + items.length) % items.length;
  event.preventDefault();
  items[next]?.focus();
}
