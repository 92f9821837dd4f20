import { randomInt } from 'node:crypto';
import { offeredLevels } from '@gameshelf/engine';
import { SHELF } from '@gameshelf/shelf';
import { playGameAtTerminal } from './commands/play.ts';
import { EXIT, type Io } from './io.ts';
import { terminalStyle } from './style.ts';

async function pick<T>(
  io: Io,
  title: string,
  items: readonly { label: string; value: T }[],
): Promise<T | null> {
  for (;;) {
    io.out(title);
    for (const [i, item] of items.entries()) io.out(`  ${String(i + 1).padStart(2)}) ${item.label}`);
    const answer = await io.ask(`choose 1-${items.length} (q to quit): `);
    if (answer === null || answer.trim() === 'q') return null;
    const chosen = items[Number(answer.trim()) - 1];
    if (/^\d+$/.test(answer.trim()) && chosen) return chosen.value;
    io.out(`  "${answer.trim()}" is not one of the choices`);
  }
}

type Mode = 'bots' | 'hotseat' | 'watch';

function seatsFor(players: number, mode: Mode, level: string): string[] {
  return Array.from({ length: players }, (_, i) =>
    mode === 'hotseat' || (mode === 'bots' && i === 0) ? 'human' : `bot:${level}`,
  );
}

/** `gameshelf` with no command: choose a game, the players and the opponents, and play. */
export async function interactiveMenu(io: Io): Promise<number> {
  const style = terminalStyle();
  io.out(style.bold('Gameshelf') + ' — five small tabletop games, rules enforced exactly.');
  for (;;) {
    const module = await pick(
      io,
      '\nWhich game?',
      SHELF.map((m) => ({
        label: `${m.game.name} (${m.game.players.min === m.game.players.max ? m.game.players.min : `${m.game.players.min}-${m.game.players.max}`} players)`,
        value: m,
      })),
    );
    if (!module) return EXIT.ok;
    const { min, max } = module.game.players;
    const counts = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    const players =
      min === max
        ? min
        : await pick(
            io,
            '\nHow many players?',
            counts.map((n) => ({ label: `${n}`, value: n })),
          );
    if (players === null) return EXIT.ok;
    const modes: { label: string; value: Mode }[] =
      players === 1
        ? [
            { label: 'Play it myself', value: 'bots' },
            { label: 'Watch a bot play', value: 'watch' },
          ]
        : [
            { label: 'Me against bots', value: 'bots' },
            { label: 'Hot-seat: everyone at this screen', value: 'hotseat' },
            { label: 'Watch bots play', value: 'watch' },
          ];
    const mode = await pick(io, '\nWho plays?', modes);
    if (mode === null) return EXIT.ok;
    let level = 'random';
    if (mode !== 'hotseat' && module.levels) {
      const chosen = await pick(
        io,
        '\nBot level?',
        offeredLevels(module).map((l) => ({ label: l, value: l })),
      );
      if (chosen === null) return EXIT.ok;
      level = chosen;
    }
    const code = await playGameAtTerminal(io, {
      module,
      players,
      options: {},
      seats: seatsFor(players, mode, level),
      seed: randomInt(2 ** 47),
    });
    if (code !== EXIT.ok) return code;
    const again = await io.ask('\nPlay again? (y/n) ');
    if (again === null || !/^y/i.test(again.trim())) return EXIT.ok;
  }
}
