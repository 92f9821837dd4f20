/** Addresses: every page round-trips; anything else is "not found", never a crash. */
import { describe, expect, it } from 'vitest';
import { href, parseRoute, type Route } from '../src/app/routes.ts';

const ID = 'AbCdEfGhIjKlMnOp_-12';

describe('routes', () => {
  it('round-trips every page', () => {
    const routes: Route[] = [
      { page: 'home' },
      { page: 'new', game: 'digit-dash' },
      { page: 'local', id: 'abc123' },
      { page: 'localReplay', id: 'abc123' },
      { page: 'match', id: ID },
      { page: 'join', id: ID },
      { page: 'replay', id: ID },
      { page: 'mine' },
      { page: 'replays' },
      { page: 'lab', game: null },
      { page: 'lab', game: 'digit-dash' },
      { page: 'signin' },
      { page: 'signup' },
      { page: 'account' },
      { page: 'rules', game: 'domino-havoc' },
      { page: 'learn', game: 'domino-havoc' },
      { page: 'player', name: 'Ada' },
      { page: 'player', name: 'Zoë de la Cruz' },
    ];
    for (const route of routes) expect(parseRoute(href(route))).toEqual(route);
  });

  it('a wrong link is not found', () => {
    for (const path of [
      '/nope',
      '/match/short',
      '/join/has space in it!!',
      '/new/UPPER',
      '/lab/UPPER',
      '/rules/UPPER',
      '/rules',
      '/learn/UPPER',
      '/players/a',
      '/players/-dash-first',
      '/players/has<angle>',
      '/match/%E0%A4%A',
      '/a/b/c/d',
      '/account/x',
    ]) {
      expect(parseRoute(path).page).toBe('notFound');
    }
  });

  it('ignores trailing slashes', () => {
    expect(parseRoute('/my-games/')).toEqual({ page: 'mine' });
  });
});
