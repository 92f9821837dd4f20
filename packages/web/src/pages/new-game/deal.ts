/**
 * A deal named in the new-game page's address (`/new/<game>?deal=<seed>`):
 * the seed of a match on this device, so the same cards, tiles and dice come
 * again, to retry a solo run or to play one deal as a friend did. A value
 * that is not a plain seed (letters, digits, `-` and `_`, up to 64) is no deal.
 */
const SEED = /^[A-Za-z0-9_-]{1,64}$/;

export function dealFrom(search: string): string | null {
  const deal = new URLSearchParams(search).get('deal');
  return deal !== null && SEED.test(deal) ? deal : null;
}

/** The address that starts a new game of `game` on the deal `seed`. */
export function dealHref(game: string, seed: string): string {
  return `/new/${game}?deal=${encodeURIComponent(seed)}`;
}
