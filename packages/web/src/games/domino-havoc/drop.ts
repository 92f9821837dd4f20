/** Dropping a dragged tray domino on a place finishes that place's move (the drag selected the domino). */
import type { DragEvent } from 'react';
import type { Target } from './moves.ts';

export function dropProps(target: Target, onTarget: (target: Target) => void) {
  return {
    onDragOver: (event: DragEvent<HTMLElement>) => event.preventDefault(),
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      onTarget(target);
    },
  };
}
