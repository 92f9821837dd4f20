/**
 * The home page: every game on the shelf, each with its picture, player
 * count, how to play, and a button to start. Light on purpose: the games'
 * metas, their few catalog words and pictures only; no game rules load here.
 */
import type { GameMeta } from '@gameshelf/engine';
import { Link } from '../app/navigation.tsx';
import { GAMES, gameArt, howToSteps, playerCount } from '../catalog/games.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import './Home.css';

function GameTile({ card }: { card: GameMeta }) {
  const { t, language } = useWords();
  const Art = gameArt(card.id);
  const titleId = `game-${card.id}`;
  return (
    <article className="game-tile card" aria-labelledby={titleId}>
      <div className="game-art">{Art ? <Art /> : null}</div>
      <div className="game-body">
        <h2 id={titleId}>{card.name}</h2>
        <p className="game-meta">
          <span>{playerCount(card, t)}</span>
          <span aria-hidden="true">·</span>
          <span>{t('home.minutes', { minutes: card.minutes })}</span>
          <span aria-hidden="true">·</span>
          <span>{t('home.designer', { designer: card.designer })}</span>
        </p>
        <p className="game-tagline">{t(`meta:${card.id}.tagline`)}</p>
        <details className="how-to">
          <summary>{t('home.howTo')}</summary>
          <ol>
            {howToSteps(card, language).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </details>
        <div className="game-actions">
          <Link
            className="button primary"
            href={`/new/${card.id}`}
            aria-label={t('home.playGame', { game: card.name })}
          >
            {t('home.play')}
          </Link>
          <Link
            className="button"
            href={`/rules/${card.id}`}
            aria-label={t('rules.linkLabel', { game: card.name })}
          >
            {t('rules.link')}
          </Link>
          <Link
            className="button"
            href={`/learn/${card.id}`}
            aria-label={t('home.learnGame', { game: card.name })}
          >
            {t('home.learn')}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function Home() {
  const { t } = useWords();
  useDocumentTitle(null);
  return (
    <div className="page home">
      <section className="hero">
        <h1>{t('home.title')}</h1>
        <p>{t('home.intro')}</p>
      </section>
      <div className="game-grid">
        {GAMES.map((card) => (
          <GameTile key={card.id} card={card} />
        ))}
      </div>
      <section className="home-lab card" aria-labelledby="home-lab-title">
        <h2 id="home-lab-title">{t('home.lab.title')}</h2>
        <p>{t('home.lab.text')}</p>
        <Link className="button" href="/lab">
          {t('home.lab.open')}
        </Link>
      </section>
    </div>
  );
}
