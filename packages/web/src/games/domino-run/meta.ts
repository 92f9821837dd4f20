/** Domino Run in the web app: its picture, and its board (loaded on its own pages only). */
import type { WebGameMeta } from '../board.ts';
import { DominoRunArt } from './Art.tsx';

export const meta: WebGameMeta = { Art: DominoRunArt, loadBoard: () => import('./Board.tsx') };
