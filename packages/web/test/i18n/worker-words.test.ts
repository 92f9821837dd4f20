/**
 * A turn notification speaks the language chosen in the header, in the
 * locale files' words: the page keeps them in Cache Storage for the service
 * worker (src/notify/worker-words.ts), again whenever the language changes,
 * and the worker itself (public/sw.js, run here in a VM context with the
 * same stand-in Cache Storage and a registration that records what it is
 * asked to show) builds its notification from them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import vm from 'node:vm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../../src/i18n/i18n.ts';
import {
  followLanguageForWorker,
  storeWorkerWords,
  WORKER_WORDS_CACHE,
  WORKER_WORDS_URL,
  workerWords,
} from '../../src/notify/worker-words.ts';

/** Cache Storage in memory: caches by name, each a map of addresses to responses. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  return {
    stores,
    async open(name: string) {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        async put(url: string, response: Response) {
          store.set(url, response);
        },
        async match(url: string) {
          return store.get(url)?.clone();
        },
      };
    },
  };
}

/** What the kept words say now. */
async function kept(caches: ReturnType<typeof memoryCaches>): Promise<unknown> {
  return (await caches.stores.get(WORKER_WORDS_CACHE)?.get(WORKER_WORDS_URL)?.clone().json()) ?? null;
}

const WORKER = readFileSync(resolve(import.meta.dirname, '../../public/sw.js'), 'utf8');

/** public/sw.js in a context of its own; `push` hands it a push message and gives back what it showed. */
function runWorker(caches: ReturnType<typeof memoryCaches>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: [string, Record<string, unknown>][] = [];
  const self: Record<string, unknown> = {
    caches,
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push([title, options]);
      },
    },
  };
  self.self = self;
  vm.runInNewContext(WORKER, self);
  return {
    async push(payload: unknown): Promise<[string, Record<string, unknown>][]> {
      const waits: Promise<unknown>[] = [];
      listeners.get('push')?.({
        data: { json: () => payload },
        waitUntil: (p: Promise<unknown>) => waits.push(p),
      });
      await Promise.all(waits);
      return shown.splice(0);
    },
  };
}

const TURN = { type: 'turn', match: 'm1', game: 'digit', gameName: 'DIGIT' };
const OPTIONS = { tag: 'turn-m1', renotify: true, data: { url: '/match/m1' } };

describe("a turn notification's words", () => {
  let caches: ReturnType<typeof memoryCaches>;
  beforeEach(() => {
    caches = memoryCaches();
    vi.stubGlobal('caches', caches);
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en');
  });

  it('come from the locale files, one title per game, in each language', () => {
    const en = workerWords('en');
    expect(en.language).toBe('en');
    expect(en.titles.digit).toBe('Your turn in DIGIT');
    expect(en.titles['domino-havoc']).toBe('Your turn in Double Domino Havoc');
    expect(Object.keys(en.titles).sort()).toEqual([
      'digit',
      'digit-dash',
      'domino-havoc',
      'domino-run',
      'smashdodes',
    ]);
    expect(en.anyTitle).toBe('Your turn');
    expect(en.body).toBe('A game is waiting for your move.');
    const italian = workerWords('it');
    expect(italian.titles.digit).toBe('Tocca a te a DIGIT');
    expect(italian.anyTitle).toBe('Tocca a te');
    expect(italian.body).toBe('Una partita aspetta la tua mossa.');
  });

  it('are kept in the language chosen in the header, and again when it changes', async () => {
    await setLanguage('it');
    await followLanguageForWorker();
    expect(await kept(caches)).toEqual(workerWords('it'));
    await setLanguage('en');
    await vi.waitFor(async () => expect(await kept(caches)).toEqual(workerWords('en')));
  });

  it("are what the service worker shows, in the kept language, whatever the browser's", async () => {
    await storeWorkerWords(workerWords('it'));
    const worker = runWorker(caches);
    expect(await worker.push(TURN)).toEqual([
      ['Tocca a te a DIGIT', { ...OPTIONS, body: 'Una partita aspetta la tua mossa.', lang: 'it' }],
    ]);
    await storeWorkerWords(workerWords('en'));
    expect(await worker.push(TURN)).toEqual([
      ['Your turn in DIGIT', { ...OPTIONS, body: 'A game is waiting for your move.', lang: 'en' }],
    ]);
  });

  it('a game the page did not know of gets "Your turn"; with no words kept, the game\'s name alone', async () => {
    const worker = runWorker(caches);
    expect(await worker.push(TURN)).toEqual([['DIGIT', OPTIONS]]);
    await storeWorkerWords(workerWords('it'));
    expect(await worker.push({ ...TURN, game: 'new-game', gameName: 'New' })).toEqual([
      ['Tocca a te', { ...OPTIONS, body: 'Una partita aspetta la tua mossa.', lang: 'it' }],
    ]);
  });

  it('a push that is not a turn shows nothing', async () => {
    await storeWorkerWords(workerWords('en'));
    const worker = runWorker(caches);
    expect(await worker.push({ type: 'other', match: 'm1' })).toEqual([]);
    expect(await worker.push({ ...TURN, match: 7 })).toEqual([]);
  });
});
