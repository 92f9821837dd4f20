/**
 * A game's rules module (from the shelf's catalog), board (from its folder
 * here) and words (its namespace, in the language of the moment), loaded on
 * demand and kept once loaded. A game with no board of its own gets the
 * generic menu board.
 */
import type { AnyGameModule } from '@gameshelf/engine';
import { loadModule } from '@gameshelf/shelf/catalog';
import { useEffect, useState } from 'react';
import { loadGameWords } from '../i18n/i18n.ts';
import { menuBoard } from '../kit/MenuBoard.tsx';
import type { AnyBoard, WebGameMeta } from './board.ts';
import { webMeta } from './web-meta.ts';

export interface LoadedGame {
  readonly module: AnyGameModule;
  readonly Board: AnyBoard;
}

const cache = new Map<string, Promise<LoadedGame | null>>();

export function loadGame(id: string): Promise<LoadedGame | null> {
  let loading = cache.get(id);
  if (!loading) {
    const module = loadModule(id);
    if (!module) return Promise.resolve(null);
    loading = withBoard(module, webMeta(id), loadGameWords(id));
    loading.catch(() => cache.delete(id));
    cache.set(id, loading);
  }
  return loading;
}

/** The module with its board (and its words), all loading at once: the folder's board when there is one, else the menu board. */
export function withBoard(
  module: Promise<AnyGameModule>,
  meta: WebGameMeta | undefined,
  words: Promise<void> = Promise.resolve(),
): Promise<LoadedGame> {
  return Promise.all([module, meta?.loadBoard(), words]).then(([m, b]) => ({
    module: m,
    Board: b ? b.default : menuBoard(m),
  }));
}

export type GameLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly game: LoadedGame }
  | { readonly status: 'unknown' }
  | { readonly status: 'failed'; readonly message: string };

/** The game for a page, as React state. */
export function useGame(id: string | null): GameLoad {
  const [state, setState] = useState<GameLoad>({ status: 'loading' });
  useEffect(() => {
    if (id === null) return;
    let live = true;
    setState({ status: 'loading' });
    loadGame(id).then(
      (game) => live && setState(game ? { status: 'ready', game } : { status: 'unknown' }),
      (error) => live && setState({ status: 'failed', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
