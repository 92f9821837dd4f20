/** Smashdodes in the web app: its picture, and its board (loaded on its own pages only). */
import type { WebGameMeta } from '../board.ts';
import { SmashdodesArt } from './Art.tsx';

export const meta: WebGameMeta = { Art: SmashdodesArt, loadBoard: () => import('./Board.tsx') };
