/**
 * Coded errors in words. The code decides the sentence; the server's or the
 * engine's own message, which says what exactly was wrong, follows it.
 */
const WORDS: Readonly<Record<string, string>> = {
  'move/illegal': 'That move is not allowed.',
  'move/malformed': 'That move could not be read.',
  'move/not-your-turn': 'It is not your turn.',
  'move/game-over': 'The game is over.',
  'match/stale': 'The table changed before your move arrived; look again and retry.',
  'match/unknown': 'There is no such game. The link may be wrong or out of date.',
  'match/no-open-seat': 'Every seat in this game is taken.',
  'match/in-progress': 'That is only possible once the game is over.',
  'match/corrupt': 'This game’s history is damaged, so it is frozen.',
  'match/not-subscribed': 'The connection lost track of this game; reload the page.',
  'match/not-started': 'The game waits for its players: nobody may move yet.',
  'push/unavailable': 'This server sends no push notifications.',
  'push/endpoint-refused': 'This browser’s push service is not one this server sends to.',
  'auth/bad-token': 'This browser does not hold a seat in this game.',
  'auth/spectator': 'You are watching this game, not playing in it.',
  'net/unreachable': 'The game server cannot be reached. Check your connection; local games still work.',
  'net/rate-limited': 'Too many moves too fast; wait a moment.',
  'net/too-large': 'That message was too large.',
  'net/invalid': 'The server did not understand the request.',
  'net/bad-json': 'The server did not understand the request.',
  'server/unavailable': 'The server could not save that; nothing changed. Try again.',
  'server/internal': 'The server failed; nothing changed.',
  'record/malformed': 'That file is not a Gameshelf game record.',
  'record/corrupt': 'That record does not replay: it was changed or damaged.',
  'record/version': 'That record was made by a newer version of Gameshelf.',
  'game/unknown': 'That game is not on this shelf.',
  'options/invalid': 'Those options are not valid for this game.',
  'setup/bad-player-count': 'This game is not for that many players.',
  'bot/unknown': 'There is no such bot for this game.',
  'bot/invalid': 'A bot failed.',
};

export function errorWords(error: { readonly code: string; readonly message: string }): string {
  const words = WORDS[error.code] ?? 'Something went wrong.';
  const detail = error.message && !words.includes(error.message) ? ` (${error.message})` : '';
  return `${words}${detail}`;
}
