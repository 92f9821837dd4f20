/**
 * The home page: every game on the shelf, each with its picture, player
 * count, how to play, and a button to start. Light on purpose: the games'
 * metas and pictures only, no game rules load here.
 */
import type { GameMeta } from '@gameshelf/engine';
import { Link } from '../app/navigation.tsx';
import { GAMES, gameArt, playerCount } from '../catalog/games.ts';
import './Home.css';

function GameTile({ card }: { card: GameMeta }) {
  const Art = gameArt(card.id);
  const titleId = `game-${card.id}`;
  return (
    <article className="game-tile card" aria-labelledby={titleId}>
      <div className="game-art">{Art ? <Art /> : null}</div>
      <div className="game-body">
        <h2 id={titleId}>{card.name}</h2>
        <p className="game-meta">
          <span>{playerCount(card)}</span>
          <span aria-hidden="true">·</span>
          <span>{card.minutes} min</span>
          <span aria-hidden="true">·</span>
          <span>by {card.designer}</span>
        </p>
        <p className="game-tagline">{card.tagline}</p>
        <details className="how-to">
          <summary>How to play</summary>
          <ol>
            {card.howTo.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
        <div className="game-actions">
          <Link className="button primary" href={`/new/${card.id}`} aria-label={`Play ${card.name}`}>
            Play
          </Link>
        </div>
      </div>
    </article>
  );
}

export function Home() {
  return (
    <div className="page home">
      <section className="hero">
        <h1>Five homemade tabletop games, on your screen</h1>
        <p>
          Every rule enforced exactly. Play against bots, with a friend online, or pass the device around the
          table.
        </p>
      </section>
      <div className="game-grid">
        {GAMES.map((card) => (
          <GameTile key={card.id} card={card} />
        ))}
      </div>
    </div>
  );
}
