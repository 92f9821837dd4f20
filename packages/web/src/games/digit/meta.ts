/** DIGIT in the web app: its picture, and its board (loaded on its own pages only). */
import type { WebGameMeta } from '../board.ts';
import { DigitArt } from './Art.tsx';

export const meta: WebGameMeta = { Art: DigitArt, loadBoard: () => import('./Board.tsx') };
