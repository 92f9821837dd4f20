/*
 * Gameshelf's service worker: turn notifications by Web Push. The server
 * sends `{ type: "turn", match, game, gameName }`, encrypted for this
 * browser, when a game waits for this player's move and no page of theirs
 * follows it; this shows it, one notification per match (a newer one
 * replaces it), and a click opens the match or brings its tab forward.
 *
 * The push holds no words: the page keeps the notification's words, in the
 * language chosen in its header and from its locale files, in Cache Storage
 * (src/notify/worker-words.ts, the same cache and address as here), and this
 * reads them at each push; without them the title is the game's name alone.
 * It fetches nothing, so it needs nothing of the site's Content-Security-Policy
 * beyond its own origin.
 */
const WORDS_CACHE = 'gameshelf-words';
const WORDS_URL = '/worker-words.json';

/** The words the page left, or null (none yet, storage cleared, or not words). */
async function storedWords() {
  try {
    const cache = await self.caches.open(WORDS_CACHE);
    const response = await cache.match(WORDS_URL);
    const words = response ? await response.json() : null;
    const ok =
      words !== null &&
      typeof words === 'object' &&
      typeof words.titles === 'object' &&
      words.titles !== null &&
      typeof words.anyTitle === 'string' &&
      typeof words.body === 'string';
    return ok ? words : null;
  } catch {
    return null;
  }
}

/** The notification for a turn: its title and its options. */
function turnNotice(data, words) {
  const name = String(data.gameName || data.game || 'Gameshelf');
  const url = `/match/${encodeURIComponent(data.match)}`;
  const options = { tag: `turn-${data.match}`, renotify: true, data: { url } };
  if (words === null) return { title: name, options };
  const title = typeof words.titles[data.game] === 'string' ? words.titles[data.game] : words.anyTitle;
  return { title, options: { ...options, body: words.body, lang: String(words.language || '') } };
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let data = null;
  try {
    data = event.data ? event.data.json() : null;
  } catch {
    data = null;
  }
  if (data?.type !== 'turn' || typeof data.match !== 'string') return;
  event.waitUntil(
    storedWords().then((words) => {
      const notice = turnNotice(data, words);
      return self.registration.showNotification(notice.title, notice.options);
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || '/my-games', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
