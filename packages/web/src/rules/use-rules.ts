/**
 * A game's rules text (`@gameshelf/<id>/rules` through the shelf's catalog),
 * loaded on demand as its own small chunk, with no rules engine, and kept
 * once loaded.
 */
import type { RulesText } from '@gameshelf/engine/rules-text';
import { loadRules } from '@gameshelf/shelf/catalog';
import { useEffect, useState } from 'react';

export type RulesLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly rules: RulesText }
  | { readonly status: 'unknown' }
  | { readonly status: 'failed'; readonly message: string };

const cache = new Map<string, Promise<RulesText>>();

function load(id: string): Promise<RulesText> | null {
  const known = cache.get(id);
  if (known) return known;
  const loading = loadRules(id);
  if (!loading) return null;
  loading.catch(() => cache.delete(id));
  cache.set(id, loading);
  return loading;
}

/** The game's rules text, as React state. */
export function useRules(id: string): RulesLoad {
  const [state, setState] = useState<RulesLoad>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const loading = load(id);
    if (!loading) {
      setState({ status: 'unknown' });
      return;
    }
    setState({ status: 'loading' });
    loading.then(
      (rules) => live && setState({ status: 'ready', rules }),
      (error) => live && setState({ status: 'failed', message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
