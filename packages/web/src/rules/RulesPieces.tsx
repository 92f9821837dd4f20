/**
 * A game's components as its board draws them, for its rules page: a row of
 * pieces, each named, and worked examples drawn as still pictures. The
 * game's `Pieces.tsx` (found by `web-meta.ts`) draws each piece from the
 * rules text's data; it loads, with the game's words, only when a rules text
 * shows pieces, and never loads the game's rules engine.
 */
import type { RulesPiece } from '@gameshelf/engine/rules-text';
import { useEffect, useState } from 'react';
import { loadPieces, type PiecePicture } from '../games/web-meta.ts';
import { loadGameWords } from '../i18n/i18n.ts';

const cache = new Map<string, Promise<PiecePicture | null>>();

function load(game: string): Promise<PiecePicture | null> {
  let loading = cache.get(game);
  if (!loading) {
    const picture = loadPieces(game);
    loading = picture ? Promise.all([picture, loadGameWords(game)]).then(([p]) => p) : Promise.resolve(null);
    loading.catch(() => cache.delete(game));
    cache.set(game, loading);
  }
  return loading;
}

/** The game's pieces picture once loaded (null while loading, or for a game that draws none). */
function usePieces(game: string): PiecePicture | null {
  const [picture, setPicture] = useState<{ readonly draw: PiecePicture | null }>({ draw: null });
  useEffect(() => {
    let live = true;
    load(game).then(
      (draw) => live && setPicture({ draw }),
      () => live && setPicture({ draw: null }),
    );
    return () => {
      live = false;
    };
  }, [game]);
  return picture.draw;
}

/** The components of a section, each drawn and named. */
export function RulesPieces({
  game,
  pieces,
  word,
}: {
  game: string;
  pieces: readonly RulesPiece[];
  word: (key: string) => string;
}) {
  const Picture = usePieces(game);
  return (
    <ul className="rules-pieces">
      {pieces.map((p) => (
        <li key={p.key} className="rules-piece">
          <span className="rules-piece-picture" aria-hidden="true">
            {Picture ? <Picture piece={p.piece} /> : null}
          </span>
          <span className="rules-piece-name">{word(p.key)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A worked example drawn as a still picture of the game's pieces, under its caption. */
export function RulesPicture({
  game,
  picture,
  caption,
}: {
  game: string;
  picture: RulesPiece;
  caption: string;
}) {
  const Picture = usePieces(game);
  return (
    <figure className="rules-example">
      <div className="rules-example-picture" aria-hidden="true">
        {Picture ? <Picture piece={picture.piece} /> : null}
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}
