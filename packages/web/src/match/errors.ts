/**
 * Coded errors in words. A game's refusal with a reason is told in the
 * game's own words (`<game>:refusals.<reason>`, issue #20). Otherwise the
 * code decides the sentence (`errors.<code>` in the locale files); the
 * server's own message, which says what exactly was wrong, follows it, but
 * never a game's message for a move (`move/*`): it is English and cites
 * rulings (`DD-10`) that mean nothing to a player.
 */
import type { Translate } from '../i18n/translate.ts';

/** The codes with words of their own; any other says "Something went wrong." */
const CODES = new Set([
  'move/illegal',
  'move/malformed',
  'move/not-your-turn',
  'move/game-over',
  'match/stale',
  'match/unknown',
  'match/no-open-seat',
  'match/not-started',
  'push/unavailable',
  'push/endpoint-refused',
  'match/in-progress',
  'match/corrupt',
  'match/not-subscribed',
  'auth/bad-token',
  'auth/spectator',
  'net/unreachable',
  'net/rate-limited',
  'net/too-large',
  'net/invalid',
  'net/bad-json',
  'server/unavailable',
  'server/internal',
  'record/malformed',
  'record/corrupt',
  'record/version',
  'game/unknown',
  'options/invalid',
  'setup/bad-player-count',
  'bot/unknown',
  'bot/invalid',
  'hint/unavailable',
  'account/invalid-name',
  'account/weak-password',
  'account/name-taken',
  'account/bad-credentials',
  'account/passkey-refused',
  'account/ceremony-expired',
  'account/signed-out',
  'account/passkey-cancelled',
  'ratings/unknown-player',
  'ratings/not-ratable',
  'ratings/unrated-bot',
  'ratings/same-account',
]);

export interface ErrorToTell {
  readonly code: string;
  readonly message: string;
  readonly reason?: string | undefined;
  readonly params?: Readonly<Record<string, string | number>> | undefined;
}

/** `game`: the id of the game whose table refused (its words are its namespace). */
export function errorWords(error: ErrorToTell, t: Translate, game?: string): string {
  const refusal = game === undefined ? null : refusalWords(error, t, game);
  if (refusal !== null) return refusal;
  // The code's two parts are two levels of keys: `errors.move.illegal`.
  const words = CODES.has(error.code) ? t(`errors.${error.code.replace('/', '.')}`) : t('errors.unknown');
  if (error.code.startsWith('move/')) return words;
  const detail = error.message && !words.includes(error.message) ? ` (${error.message})` : '';
  return `${words}${detail}`;
}

/** The game's words for a refusal with a reason, or null when it has none (i18next gives back the key). */
function refusalWords(error: ErrorToTell, t: Translate, game: string): string | null {
  if (error.reason === undefined || !/^\w+$/.test(error.reason)) return null;
  const key = `refusals.${error.reason}`;
  const words = t(`${game}:${key}`, error.params);
  return words === key || words === `${game}:${key}` || words === '' ? null : words;
}
