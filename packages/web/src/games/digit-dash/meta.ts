/** Digit Dash in the web app: its picture, and its board (loaded on its own pages only). */
import type { WebGameMeta } from '../board.ts';
import { DigitDashArt } from './Art.tsx';

export const meta: WebGameMeta = { Art: DigitDashArt, loadBoard: () => import('./Board.tsx') };
