/**
 * Coded errors in words. A game's refusal with a reason is told in the
 * game's own words (`<game>:refusals.<reason>`, issue #20). Otherwise the
 * code decides the sentence (`errors.<code>` in the locale files), and that
 * is all a player is told: an error's own message is for developers. It is
 * English whatever the language shown, and an engine's may cite rulings
 * (`DD-10`) that mean nothing to a player, wrapped in any code (a local
 * bot's refused move is `bot/invalid`).
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
  'bot/over-budget',
  'bot/too-many-matches',
  'hint/unavailable',
  'input/invalid',
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
  'ratings/out-of-range',
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
  return CODES.has(error.code) ? t(`errors.${error.code.replace('/', '.')}`) : t('errors.unknown');
}

/** The game's words for a refusal with a reason, or null when it has none (i18next gives back the key). */
function refusalWords(error: ErrorToTell, t: Translate, game: string): string | null {
  if (error.reason === undefined || !/^\w+$/.test(error.reason)) return null;
  const key = `refusals.${error.reason}`;
  const words = t(`${game}:${key}`, error.params);
  return words === key || words === `${game}:${key}` || words === '' ? null : words;
}
