/**
 * A game's module (rules, bots, option specs) and its words for the lab,
 * without its board: the lab draws no table, so a game's board (Smashdodes'
 * 3D scene) is never loaded here.
 */
import type { AnyGameModule } from '@gameshelf/engine';
import { loadModule } from '@gameshelf/shelf/catalog';
import { useEffect, useState } from 'react';
import { loadGameWords } from '../i18n/i18n.ts';

export type ModuleLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly module: AnyGameModule }
  | { readonly status: 'unknown' }
  | { readonly status: 'failed'; readonly message: string };

export function useLabModule(id: string): ModuleLoad {
  const [state, setState] = useState<ModuleLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const loading = loadModule(id);
    if (!loading) {
      setState({ status: 'unknown' });
      return;
    }
    setState({ status: 'loading' });
    Promise.all([loading, loadGameWords(id)]).then(
      ([module]) => live && setState({ status: 'ready', module }),
      (error: unknown) => live && setState({ status: 'failed', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
