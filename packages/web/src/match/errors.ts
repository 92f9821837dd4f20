/**
 * Coded errors in words. The code decides the sentence (`errors.<code>` in
 * the locale files); the server's or the engine's own message, which says
 * what exactly was wrong, follows it.
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
]);

export function errorWords(error: { readonly code: string; readonly message: string }, t: Translate): string {
  // The code's two parts are two levels of keys: `errors.move.illegal`.
  const words = CODES.has(error.code) ? t(`errors.${error.code.replace('/', '.')}`) : t('errors.unknown');
  const detail = error.message && !words.includes(error.message) ? ` (${error.message})` : '';
  return `${words}${detail}`;
}
