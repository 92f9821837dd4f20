/**
 * A game at the terminal: humans (hot-seat) and bots around one match. Each
 * human sees only their own view and the log as it was redacted for them,
 * told in the game's own words (`narrate.ts`); between two humans the screen
 * is cleared and the next one asked to take the seat before their hand is
 * shown.
 */
import type { AnyGameModule, AnyMatch, Player, TextStyle, Viewer } from '@gameshelf/engine';
import { CHANCE, impossible, itemAt, Rng } from '@gameshelf/engine';
import { formatError, type Io } from './io.ts';
import { chooseFromMenu, menuTree } from './menu.ts';
import { tellMatch } from './narrate.ts';
import { type Seat, seatName } from './seats.ts';
import type { GameWords } from './words.ts';

export interface SessionOptions {
  readonly clearScreen: boolean;
  readonly words: GameWords;
}

export type SessionEnd = 'over' | 'quit';

/**
 * Plays until the game ends or a person quits. With one human (or none),
 * every move is narrated as it happens, redacted for that human; in
 * hot-seat play nothing is narrated, and each human is shown what happened
 * since their last turn, redacted for them.
 */
export async function runSession(
  io: Io,
  module: AnyGameModule,
  match: AnyMatch,
  seats: readonly Seat[],
  style: TextStyle,
  options: SessionOptions,
): Promise<SessionEnd> {
  const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const hotSeat = humans.length > 1;
  const narrator: Player | 'spectator' = (humans.length === 1 ? humans[0] : undefined) ?? 'spectator';
  const seen = new Map<Player, number>(humans.map((p) => [p, 0]));
  const botRngs = seats.map((_, i) => Rng.fromSeed(`${String(match.seed)}/seat/${i}`));
  // From the start: the setup's chance steps (a deal, a roll-off) are the story's beginning.
  let narrated = 0;
  let lastHuman: Player | null = null;

  // Sentences of a player's move start a line; chance's steps are marked as such.
  const logLines = (viewer: Viewer, from: number) =>
    tellMatch(module, match, { viewer }, from, options.words).flatMap(({ entry, lines }) =>
      lines.map((line) => `  ${entry.player === CHANCE ? style.gray('·') : ' '} ${line}`),
    );
  const narrate = () => {
    if (hotSeat) return;
    for (const line of logLines(narrator, narrated)) io.out(line);
    narrated = match.log.length;
  };

  narrate();
  while (!match.isOver()) {
    const player = match.toAct()[0] ?? impossible('a match not over has a player to act');
    const seat = itemAt(seats, player);
    if (seat.kind === 'bot') {
      const move = seat.bot.choose({
        ...match.decisionFor(player, seat.bot.wantsHistory),
        rng: itemAt(botRngs, player),
      });
      const played = match.play(player, move);
      if (!played.ok) throw new Error(`bot ${seat.spec} made an illegal move: ${formatError(played.error)}`);
      narrate();
      continue;
    }
    if (hotSeat && lastHuman !== player) {
      if (options.clearScreen) io.out('\x1b[2J\x1b[H');
      const ready = await io.ask(style.bold(`Pass the device to ${seatName(seat)}, then press Enter. `));
      if (ready === null) return 'quit';
      if (options.clearScreen) io.out('\x1b[2J\x1b[H');
      const news = logLines(player, seen.get(player) ?? 0);
      if (news.length > 0) io.out([style.bold('Since your last turn:'), ...news].join('\n'));
    }
    lastHuman = player;
    const end = await humanTurn(io, module, match, player, seat, style);
    seen.set(player, match.log.length);
    if (end === 'quit') return 'quit';
    narrate();
  }
  return 'over';
}

async function humanTurn(
  io: Io,
  module: AnyGameModule,
  match: AnyMatch,
  player: Player,
  seat: Seat,
  style: TextStyle,
): Promise<'played' | 'quit'> {
  for (;;) {
    const view = match.view(player);
    io.out('');
    io.out(module.text.render(view, style));
    io.out('');
    io.out(style.bold(`${seatName(seat)}, your move:`));
    const legal = match.legalMoves(player);
    const tree = menuTree(legal.map((m) => module.text.menuPath(m, view, style)));
    const choice = await chooseFromMenu(
      io,
      tree,
      module.text.parseInput ? (module.text.inputHelp ?? 'a move') : undefined,
    );
    if (choice.kind === 'quit') return 'quit';
    let move: unknown;
    if (choice.kind === 'text') {
      const parsed = module.text.parseInput?.(choice.text, view);
      if (parsed === undefined) continue;
      if (!parsed.ok) {
        io.out(style.red(formatError(parsed.error)));
        continue;
      }
      move = parsed.value;
    } else {
      move = legal[choice.index];
    }
    const played = match.play(player, move);
    if (played.ok) return 'played';
    io.out(style.red(formatError(played.error)));
  }
}
