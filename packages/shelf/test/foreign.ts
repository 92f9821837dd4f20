import { Match } from '@gameshelf/engine';
import { SHELF } from '../src/index.ts';

/** A few legal moves of every other game on the shelf, for the battery's fuzzing. */
export function foreignMoves(exceptId: string): unknown[] {
  const out: unknown[] = [];
  for (const module of SHELF) {
    if (module.game.id === exceptId) continue;
    const created = Match.create(module.game, { seed: `foreign/${module.game.id}` });
    if (!created.ok) continue;
    for (const player of created.value.toAct()) out.push(...created.value.legalMoves(player).slice(0, 5));
  }
  return out;
}
