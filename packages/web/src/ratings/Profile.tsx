/**
 * A player's profile (`/players/<name>`, issue #22): each game and table
 * size they are rated in, with the rating and its deviation, the rated
 * games and wins, the rating's history drawn, and the recent rated games,
 * each with its replay.
 */
import type { GameRating, PlayerProfile } from '@gameshelf/protocol';
import { useEffect, useState } from 'react';
import { Loading } from '../app/Loading.tsx';
import { Link } from '../app/navigation.tsx';
import { gameName } from '../catalog/games.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { errorWords } from '../match/errors.ts';
import { NotFound } from '../pages/NotFound.tsx';
import type { TableError } from '../session/table.ts';
import { RatingPlot } from './RatingPlot.tsx';
import { ratingsApi } from './ratings-api.ts';
import './Profile.css';

/** How many of the latest rated games the profile lists. */
const RECENT = 10;

type Load =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly profile: PlayerProfile }
  | { readonly status: 'failed'; readonly error: TableError };

export default function Profile({ name }: { name: string }) {
  const { t } = useWords();
  useDocumentTitle(t('profile.title', { name }));
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    void ratingsApi.profile(name).then((answer) => {
      if (!live) return;
      setLoad(
        answer.ok ? { status: 'ready', profile: answer.value } : { status: 'failed', error: answer.error },
      );
    });
    return () => {
      live = false;
    };
  }, [name]);
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'failed') {
    if (load.error.code === 'ratings/unknown-player')
      return <NotFound title={t('profile.unknown')} detail={t('profile.unknownDetail', { name })} />;
    return (
      <div className="page">
        <p className="notice error" role="alert">
          {errorWords(load.error, t)}
        </p>
      </div>
    );
  }
  const { profile } = load;
  return (
    <div className="page profile-page">
      <h1>{profile.name}</h1>
      {profile.ratings.length === 0 ? (
        <p className="hint">{t('profile.none')}</p>
      ) : (
        profile.ratings.map((rating) => (
          <RatingCard key={`${rating.game}/${rating.ratingClass}`} rating={rating} />
        ))
      )}
    </div>
  );
}

function RatingCard({ rating }: { rating: GameRating }) {
  const { t, language } = useWords();
  const title = `${gameName(rating.game)} · ${t(`profile.class.${rating.ratingClass}`)}`;
  const date = (ms: number) => new Date(ms).toLocaleDateString(language);
  const winRate = rating.history.length === 0 ? 0 : Math.round((100 * rating.wins) / rating.history.length);
  const recent = rating.history.slice(-RECENT).reverse();
  return (
    <section
      className="card profile-rating"
      aria-label={title}
      data-game={rating.game}
      data-class={rating.ratingClass}
    >
      <h2>{title}</h2>
      <dl className="profile-figures">
        <div>
          <dt>{t('profile.rating')}</dt>
          <dd className="profile-rating-value">
            {rating.rating} <span className="hint">± {rating.rd}</span>
          </dd>
        </div>
        <div>
          <dt>{t('profile.games')}</dt>
          <dd>{rating.games}</dd>
        </div>
        <div>
          <dt>{t('profile.wins')}</dt>
          <dd>{t('profile.winRate', { wins: rating.wins, games: rating.history.length, rate: winRate })}</dd>
        </div>
      </dl>
      <RatingPlot history={rating.history} label={t('profile.plot', { game: title })} />
      <h3>{t('profile.recent')}</h3>
      <ul className="profile-recent">
        {recent.map((point) => {
          const change = point.rating - point.before;
          return (
            <li key={point.match}>
              <span>{date(point.at)}</span>{' '}
              <span className={change >= 0 ? 'up' : 'down'}>
                {t('profile.change', { before: point.before, after: point.rating, change: signed(change) })}
              </span>{' '}
              <Link href={`/replay/${point.match}`}>{t('profile.replay')}</Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
}
