/** A small SVG picture for each game, by id (the home page and the new-game page show them). */
import type { ComponentType } from 'react';
import { DigitArt } from './DigitArt.tsx';
import { DigitDashArt } from './DigitDashArt.tsx';
import { DominoHavocArt } from './DominoHavocArt.tsx';
import { DominoRunArt } from './DominoRunArt.tsx';
import { SmashdodesArt } from './SmashdodesArt.tsx';

export const GAME_ART: Readonly<Record<string, ComponentType>> = {
  'digit-dash': DigitDashArt,
  'domino-havoc': DominoHavocArt,
  digit: DigitArt,
  'domino-run': DominoRunArt,
  smashdodes: SmashdodesArt,
};
