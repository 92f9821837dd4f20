/**
 * The words of a turn notification, for the service worker (public/sw.js):
 * the server's push message says only which match and game wait
 * (`PushPayload`, no words), and a worker has no i18next, so the page puts
 * the notification's words, in the language the person chose in the header,
 * in Cache Storage, which the worker of the same origin reads when a push
 * comes (a worker may be stopped at any time between two pushes, so words
 * held in its memory would be lost). They are written again whenever the
 * language changes, and on every page load while a worker is registered.
 */
import type { Language } from '@gameshelf/engine/translate';
import { CATALOG } from '@gameshelf/shelf/catalog';
import { currentLanguage, i18n } from '../i18n/i18n.ts';

/** Where the words are kept: public/sw.js reads the same cache and address. */
export const WORKER_WORDS_CACHE = 'gameshelf-words';
export const WORKER_WORDS_URL = '/worker-words.json';

export interface WorkerWords {
  /** The notification's language (its `lang`). */
  readonly language: Language;
  /** "Your turn in DIGIT Dash", by game id. */
  readonly titles: Readonly<Record<string, string>>;
  /** The title for a game the page did not know of ("Your turn"). */
  readonly anyTitle: string;
  readonly body: string;
}

/** The notification's words in one language, from the interface's locale files. */
export function workerWords(language: Language): WorkerWords {
  const t = i18n.getFixedT(language, 'web');
  return {
    language,
    titles: Object.fromEntries(
      CATALOG.map(({ meta }) => [meta.id, t('notify.turnTitle', { game: meta.name })]),
    ),
    anyTitle: t('notify.turnAny'),
    body: t('notify.turnBody'),
  };
}

/** Keeps the words where the worker reads them; quietly nothing where there is no Cache Storage. */
export async function storeWorkerWords(words: WorkerWords): Promise<void> {
  try {
    if (typeof caches === 'undefined') return;
    const cache = await caches.open(WORKER_WORDS_CACHE);
    await cache.put(
      WORKER_WORDS_URL,
      new Response(JSON.stringify(words), { headers: { 'Content-Type': 'application/json' } }),
    );
  } catch {
    // Storage blocked or full: the worker shows the game's name alone.
  }
}

let following = false;

/** Keeps the worker's words in the interface's language from now on (once per page load). */
export function followLanguageForWorker(): Promise<void> {
  if (!following) {
    following = true;
    i18n.on('languageChanged', () => void storeWorkerWords(workerWords(currentLanguage())));
  }
  return storeWorkerWords(workerWords(currentLanguage()));
}
