import { cardsCommand, cardsUsage } from './commands/cards.ts';
import { engineCommand, engineUsage } from './commands/engine.ts';
import { gamesCommand, gamesUsage } from './commands/games.ts';
import { labCommand, labUsage } from './commands/lab.ts';
import { labWorkerCommand, labWorkerUsage } from './commands/lab-worker.ts';
import { playCommand, playUsage } from './commands/play.ts';
import { replayCommand, replayUsage } from './commands/replay.ts';
import { simulateCommand, simulateUsage } from './commands/simulate.ts';
import { tournamentCommand, tournamentUsage } from './commands/tournament.ts';
import { interactiveMenu } from './interactive.ts';
import { EXIT, type Io } from './io.ts';
import { terminalIo } from './terminal.ts';

type Command = (argv: readonly string[], io: Io) => Promise<number>;

export const COMMANDS: Readonly<Record<string, { run: Command; usage: string; about: string }>> = {
  games: {
    run: gamesCommand,
    usage: gamesUsage,
    about: 'list the games, their player counts, options and bots',
  },
  play: { run: playCommand, usage: playUsage, about: 'play in the terminal, hot-seat and against bots' },
  simulate: {
    run: simulateCommand,
    usage: simulateUsage,
    about: 'play many games between bots and report statistics',
  },
  tournament: {
    run: tournamentCommand,
    usage: tournamentUsage,
    about: 'every bot against every other on mirrored deals, with Elo-style ratings',
  },
  lab: {
    run: labCommand,
    usage: labUsage,
    about: "the designer's lab: measures of a game and its variants, a designer report, plots",
  },
  'lab-worker': {
    run: labWorkerCommand,
    usage: labWorkerUsage,
    about: 'play the games `lab --queue` puts on a Redis queue (any number of machines)',
  },
  replay: { run: replayCommand, usage: replayUsage, about: 'check and show a game from its record' },
  cards: { run: cardsCommand, usage: cardsUsage, about: "print a card game's deck" },
  engine: {
    run: engineCommand,
    usage: engineUsage,
    about: 'JSON-lines protocol for external programs and bots',
  },
};

export function helpText(): string {
  const lines = [
    'usage: gameshelf [command] [flags]',
    '',
    'With no command: an interactive menu to choose a game and play.',
    '',
  ];
  for (const [name, c] of Object.entries(COMMANDS))
    lines.push(`  ${name.padEnd(10)} ${c.about}`, `      ${c.usage}`);
  return lines.join('\n');
}

/** Runs one `gameshelf` invocation; returns the exit code. */
export async function main(
  argv: readonly string[],
  io: Io & { close?(): void } = terminalIo(),
): Promise<number> {
  try {
    const [name, ...rest] = argv;
    if (name === undefined) return await interactiveMenu(io);
    if (name === '--help' || name === '-h' || name === 'help') {
      io.out(helpText());
      return EXIT.ok;
    }
    const command = COMMANDS[name];
    if (!command) {
      io.err(`error [input/invalid]: unknown command ${JSON.stringify(name)}`);
      io.err(helpText());
      return EXIT.usage;
    }
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(`usage: ${command.usage}`);
      return EXIT.ok;
    }
    return await command.run(rest, io);
  } finally {
    io.close?.();
  }
}
