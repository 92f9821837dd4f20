/**
 * A game's rules (`/rules/<game-id>`): its picture, then the sections its
 * own folder writes (goal, components, a turn, special rules, scoring,
 * variants), in the language shown. Loads the rules text only, never the
 * game's engine. An id not on the shelf is a not-found page.
 */
import { Loading } from '../app/Loading.tsx';
import { Link } from '../app/navigation.tsx';
import { findMeta, gameArt } from '../catalog/games.ts';
import { useDocumentTitle } from '../i18n/title.ts';
import { useWords } from '../i18n/use-words.ts';
import { RulesSections } from '../rules/RulesSections.tsx';
import { useRules } from '../rules/use-rules.ts';
import { NotFound } from './NotFound.tsx';
import '../rules/Rules.css';

export default function Rules({ game }: { game: string }) {
  const meta = findMeta(game);
  return meta ? <RulesPage game={game} name={meta.name} /> : <NotFound />;
}

function RulesPage({ game, name }: { game: string; name: string }) {
  const { t } = useWords();
  const title = t('rules.title', { game: name });
  useDocumentTitle(title);
  const rules = useRules(game);
  const Art = gameArt(game);
  return (
    <div className="page rules-page">
      <header className="rules-head">
        {Art ? (
          <div className="rules-art">
            <Art />
          </div>
        ) : null}
        <h1>{title}</h1>
        <Link className="button primary" href={`/new/${game}`}>
          {t('rules.play', { game: name })}
        </Link>
      </header>
      {rules.status === 'ready' ? (
        <RulesSections game={game} rules={rules.rules} level={2} idPrefix={`rules-${game}`} />
      ) : rules.status === 'loading' ? (
        <Loading />
      ) : (
        <p className="notice error" role="alert">
          {t('rules.failed')}
        </p>
      )}
    </div>
  );
}
