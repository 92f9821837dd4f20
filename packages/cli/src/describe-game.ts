import { botNames } from '@gameshelf/bots';
import { type AnyGameModule, type OptionSpec, offeredOptions, type TextStyle } from '@gameshelf/engine';

/** A game's public facts as JSON, for `gameshelf games --json` and the engine protocol. */
export function gameInfo(module: AnyGameModule) {
  const { game } = module;
  return {
    id: game.id,
    name: game.name,
    players: game.players,
    hiddenInformation: game.hiddenInformation,
    chance: game.chance,
    // Every spec, internal ones (not offered to players) marked `internal: true`, for programs and tests.
    options: game.options,
    bots: botNames(module),
    levels: module.levels ?? null,
  };
}

function optionLine(spec: OptionSpec): string {
  const range =
    spec.kind === 'enum'
      ? spec.choices.join('|')
      : spec.kind === 'int'
        ? `${spec.min}..${spec.max}`
        : 'true|false';
  return `${spec.name}=${range} (default ${String(spec.default)}): ${spec.description}`;
}

export function gameText(module: AnyGameModule, style: TextStyle): string {
  const { game } = module;
  const players =
    game.players.min === game.players.max ? `${game.players.min}` : `${game.players.min}-${game.players.max}`;
  const lines = [
    `${style.bold(game.name)} ${style.gray(`(${game.id})`)}  ${players} player${game.players.max > 1 ? 's' : ''}` +
      `${game.hiddenInformation ? ', hidden information' : ''}${game.chance ? ', chance' : ''}`,
    // Internal options (legacy switches) are not choices for players; --option still takes them.
    ...offeredOptions(game.options).map((o) => `    --option ${optionLine(o)}`),
    `    bots: ${botNames(module).join(', ')}`,
  ];
  return lines.join('\n');
}
