/**
 * A worked example as a small board picture: the game's module plays the
 * example's moves from its seed (`playExample`), and the board the match
 * page uses draws the position read-only, seen by a spectator, offering no
 * move. The game's module loads only when a rules text has examples.
 */
import { type AnyGameModule, playExample } from '@gameshelf/engine';
import type { RulesExample as Example } from '@gameshelf/engine/rules-text';
import type { AnyBoard, SeatLabel } from '../games/board.ts';
import { useGame } from '../games/load.ts';
import { useWords } from '../i18n/use-words.ts';

const nothing = () => undefined;

export function RulesExample({
  game,
  example,
  caption,
}: {
  game: string;
  example: Example;
  caption: string;
}) {
  const load = useGame(game);
  return (
    <figure className="rules-example">
      {load.status === 'ready' ? (
        <Position module={load.game.module} Board={load.game.Board} example={example} />
      ) : null}
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

function Position({ module, Board, example }: { module: AnyGameModule; Board: AnyBoard; example: Example }) {
  const { t } = useWords();
  const played = playExample(module.game, example);
  if (!played.ok) return <p role="alert">{t('rules.failed')}</p>;
  const match = played.value;
  const seats: SeatLabel[] = Array.from({ length: match.players }, (_, seat) => ({
    seat,
    name: t('rules.seat', { n: seat + 1 }),
    kind: 'human',
  }));
  return (
    <div className="rules-example-board" inert>
      <Board
        view={match.view('spectator')}
        legal={null}
        onMove={nothing}
        seat={null}
        seats={seats}
        log={[]}
        pending={false}
      />
    </div>
  );
}
