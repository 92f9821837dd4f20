/**
 * Things that move on the line glide instead of jumping (the FLIP
 * technique): after each render, every element of the container marked
 * `data-flip="key"` that now sits elsewhere than at the last render is
 * animated from its old place to its new one. That is how a cube steps
 * from space to space and how the line slides when its back crumbles.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

interface Point {
  readonly x: number;
  readonly y: number;
}

/** The element's place in its container's layout, transforms ignored (so a glide in progress does not count). */
function placeIn(el: HTMLElement, root: HTMLElement): Point {
  let x = 0;
  let y = 0;
  let node: HTMLElement | null = el;
  while (node && node !== root) {
    x += node.offsetLeft;
    y += node.offsetTop;
    node = node.offsetParent instanceof HTMLElement ? node.offsetParent : null;
  }
  return { x, y };
}

export function useFlip(root: RefObject<HTMLElement | null>, ms: number): void {
  const places = useRef(new Map<string, Point>());
  useLayoutEffect(() => {
    const container = root.current;
    if (!container) return;
    const now = new Map<string, Point>();
    for (const el of container.querySelectorAll<HTMLElement>('[data-flip]')) {
      const key = el.dataset.flip;
      if (key === undefined) continue; // the selector picks only elements that have one
      const at = placeIn(el, container);
      now.set(key, at);
      const was = places.current.get(key);
      if (!was || ms <= 0 || typeof el.animate !== 'function') continue;
      const dx = was.x - at.x;
      const dy = was.y - at.y;
      if (dx === 0 && dy === 0) continue;
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: 'none' }], {
        duration: ms,
        easing: 'cubic-bezier(0.3, 0.7, 0.4, 1)',
      });
    }
    places.current = now;
  });
}
