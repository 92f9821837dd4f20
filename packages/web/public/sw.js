/*
 * Gameshelf's service worker: turn notifications by Web Push. The server
 * sends `{ type: "turn", match, game, gameName }`, encrypted for this
 * browser, when a game waits for this player's move and no page of theirs
 * follows it; this shows it, one notification per match (a newer one
 * replaces it), and a click opens the match or brings its tab forward. It
 * caches nothing and fetches nothing, so it needs nothing of the site's
 * Content-Security-Policy beyond its own origin.
 */
const WORDS = {
  en: { title: (game) => `Your turn in ${game}`, body: 'A game is waiting for your move.' },
  it: { title: (game) => `Tocca a te a ${game}`, body: 'Una partita aspetta la tua mossa.' },
};

function language() {
  return String(self.navigator.language || 'en')
    .toLowerCase()
    .startsWith('it')
    ? 'it'
    : 'en';
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
  const words = WORDS[language()];
  const url = `/match/${encodeURIComponent(data.match)}`;
  event.waitUntil(
    self.registration.showNotification(words.title(String(data.gameName || data.game || 'Gameshelf')), {
      body: words.body,
      tag: `turn-${data.match}`,
      renotify: true,
      data: { url },
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
