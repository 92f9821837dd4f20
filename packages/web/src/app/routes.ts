/**
 * The app's pages and their addresses. Parsing a path never throws: anything
 * that is not one of these is `notFound`, and ids are checked for shape here
 * so a page never sees a malformed one.
 */
export type Route =
  | { readonly page: 'home' }
  | { readonly page: 'new'; readonly game: string }
  | { readonly page: 'local'; readonly id: string }
  | { readonly page: 'match'; readonly id: string }
  | { readonly page: 'join'; readonly id: string }
  | { readonly page: 'mine' }
  | { readonly page: 'lobby' }
  | { readonly page: 'replays' }
  | { readonly page: 'replay'; readonly id: string }
  | { readonly page: 'localReplay'; readonly id: string }
  /** The designer's lab: the games to pick (`game` null), or one game's experiments. */
  | { readonly page: 'lab'; readonly game: string | null }
  /** Accounts (issue #22). */
  | { readonly page: 'signin' }
  | { readonly page: 'signup' }
  | { readonly page: 'account' }
  /** A game's rules, to read. */
  | { readonly page: 'rules'; readonly game: string }
  /** A game's tutorial. */
  | { readonly page: 'learn'; readonly game: string }
  /** A player's profile, by display name (issue #22). */
  | { readonly page: 'player'; readonly name: string }
  | { readonly page: 'notFound'; readonly path: string };

/** Server match ids (see the protocol's MatchId). */
const MATCH_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** A display name as an account may have it (the server checks the exact rule). */
const PLAYER_NAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]{0,62}[\p{L}\p{N}]$/u;
/** Local match ids and game ids. */
const LOCAL_ID = /^[a-z0-9-]{1,64}$/;

export function parseRoute(pathname: string): Route {
  const parts = pathname.split('/').filter((p) => p !== '');
  const [first, second, ...rest] = parts;
  const notFound: Route = { page: 'notFound', path: pathname };
  if (rest.length === 1 && rest[0] === 'replay' && first === 'local' && second && LOCAL_ID.test(second)) {
    return { page: 'localReplay', id: second };
  }
  if (rest.length > 0) return notFound;
  if (first === undefined) return { page: 'home' };
  if (second === undefined) {
    if (first === 'my-games') return { page: 'mine' };
    if (first === 'lobby') return { page: 'lobby' };
    if (first === 'replays') return { page: 'replays' };
    if (first === 'lab') return { page: 'lab', game: null };
    if (first === 'signin' || first === 'signup' || first === 'account') return { page: first };
    return notFound;
  }
  const id = decodeSafe(second);
  switch (first) {
    case 'new':
      return LOCAL_ID.test(id) ? { page: 'new', game: id } : notFound;
    case 'local':
      return LOCAL_ID.test(id) ? { page: 'local', id } : notFound;
    case 'match':
      return MATCH_ID.test(id) ? { page: 'match', id } : notFound;
    case 'join':
      return MATCH_ID.test(id) ? { page: 'join', id } : notFound;
    case 'replay':
      return MATCH_ID.test(id) ? { page: 'replay', id } : notFound;
    case 'lab':
      return LOCAL_ID.test(id) ? { page: 'lab', game: id } : notFound;
    case 'rules':
      return LOCAL_ID.test(id) ? { page: 'rules', game: id } : notFound;
    case 'learn':
      return LOCAL_ID.test(id) ? { page: 'learn', game: id } : notFound;
    case 'players':
      return PLAYER_NAME.test(id) ? { page: 'player', name: id } : notFound;
    default:
      return notFound;
  }
}

function decodeSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

export function href(route: Route): string {
  switch (route.page) {
    case 'home':
      return '/';
    case 'new':
      return `/new/${route.game}`;
    case 'local':
      return `/local/${route.id}`;
    case 'match':
      return `/match/${route.id}`;
    case 'join':
      return `/join/${route.id}`;
    case 'mine':
      return '/my-games';
    case 'lobby':
      return '/lobby';
    case 'replays':
      return '/replays';
    case 'replay':
      return `/replay/${route.id}`;
    case 'localReplay':
      return `/local/${route.id}/replay`;
    case 'lab':
      return route.game === null ? '/lab' : `/lab/${route.game}`;
    case 'signin':
    case 'signup':
    case 'account':
      return `/${route.page}`;
    case 'rules':
      return `/rules/${route.game}`;
    case 'learn':
      return `/learn/${route.game}`;
    case 'player':
      return `/players/${encodeURIComponent(route.name)}`;
    case 'notFound':
      return route.path;
  }
}
