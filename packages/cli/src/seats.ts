import { type AnyBot, createBot } from '@gameshelf/bots';
import { type AnyGameModule, err, type GameError, gameError, ok, type Result } from '@gameshelf/engine';

export type Seat =
  | { readonly kind: 'human'; readonly label: string }
  | { readonly kind: 'bot'; readonly spec: string; readonly bot: AnyBot; readonly label: string };

/** The default table: you in the first seat, bots of medium level (or greedy, or random) elsewhere. */
export function defaultSeatSpecs(module: AnyGameModule, players: number): string[] {
  const bot = module.levels ? 'bot:medium' : module.bots.greedy ? 'bot:greedy' : 'bot:random';
  return Array.from({ length: players }, (_, i) => (i === 0 ? 'human' : bot));
}

/** `human` or `bot:<spec>` per seat, each called by its name (`Player 1`); a coded error for anything else. */
export function parseSeats(
  module: AnyGameModule,
  specs: readonly string[],
  names: readonly string[],
): Result<Seat[], GameError> {
  const players = names.length;
  if (specs.length !== players) {
    return err(gameError('input/invalid', `--seats names ${specs.length} seats for ${players} players`));
  }
  const seats: Seat[] = [];
  for (const [i, text] of specs.entries()) {
    const label = names[i] ?? `${i + 1}`;
    if (text === 'human') {
      seats.push({ kind: 'human', label });
      continue;
    }
    if (!text.startsWith('bot:')) {
      return err(
        gameError(
          'input/invalid',
          `seat ${i + 1}: expected human or bot:<name>, got ${JSON.stringify(text)}`,
        ),
      );
    }
    const spec = text.slice(4);
    const bot = createBot(module, spec);
    if (!bot.ok) return bot;
    seats.push({ kind: 'bot', spec, bot: bot.value, label });
  }
  return ok(seats);
}

export function seatName(seat: Seat): string {
  return seat.kind === 'human' ? seat.label : `${seat.label} (bot ${seat.spec})`;
}
