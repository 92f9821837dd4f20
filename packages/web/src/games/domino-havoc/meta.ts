/** Double Domino Havoc in the web app: its picture, and its board (loaded on its own pages only). */
import type { WebGameMeta } from '../board.ts';
import { DominoHavocArt } from './Art.tsx';

export const meta: WebGameMeta = { Art: DominoHavocArt, loadBoard: () => import('./Board.tsx') };
