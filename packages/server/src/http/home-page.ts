/**
 * The server's own small pages, served until the web app is built: what
 * this server offers, the games on it, and where its protocol is described.
 * They say plainly that the browser app is not here yet.
 */
import { API_PREFIX, type GameInfo, WS_PATH } from '@gameshelf/protocol';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The pages' style, served at `/server.css` (the Content-Security-Policy allows no inline style). */
export const SERVER_CSS = `body { font: 16px/1.5 system-ui, sans-serif; max-width: 48rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .35rem .6rem; border-bottom: 1px solid #ddd; vertical-align: top; }
code { background: #f4f4f4; padding: 0 .25rem; border-radius: 3px; }
.note { background: #fff8e1; border-left: 4px solid #f0b400; padding: .5rem 1rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/server.css">
</head>
<body>
${body}
</body>
</html>
`;
}

function players(g: GameInfo): string {
  return g.players.min === g.players.max ? `${g.players.min}` : `${g.players.min}-${g.players.max}`;
}

export function homePage(games: readonly GameInfo[]): string {
  const rows = games
    .map(
      (g) =>
        `<tr><td><strong>${escapeHtml(g.name)}</strong><br><code>${escapeHtml(g.id)}</code></td>` +
        `<td>${players(g)}</td><td>${g.hiddenInformation ? 'hidden hands' : 'open'}${g.chance ? ', chance' : ''}</td>` +
        `<td>${escapeHtml(g.levels.join(', ') || g.bots.join(', '))}</td></tr>`,
    )
    .join('\n');
  return page(
    'Gameshelf server',
    `<h1>Gameshelf</h1>
<p>This is a Gameshelf game server: it referees matches of the games below, for people and its own bots.</p>
<p class="note">The browser app is not built on this server yet. Until it is, play in a terminal with
<code>npx gameshelf</code>, or write a client against the protocol below.</p>
<h2>Games</h2>
<table>
<tr><th>game</th><th>players</th><th>information</th><th>bot levels</th></tr>
${rows}
</table>
<h2>For programs</h2>
<ul>
<li><a href="/docs/protocol">The protocol</a>: the JSON API under <code>${API_PREFIX}</code> and the WebSocket at <code>${WS_PATH}</code>.</li>
<li><a href="${API_PREFIX}/games">${API_PREFIX}/games</a>: the games as JSON.</li>
<li><a href="/docs/server">Running the server</a>: one process, or many behind a load balancer.</li>
</ul>`,
  );
}

export function joinPage(match: string): string {
  const id = escapeHtml(match);
  return page(
    'Join a Gameshelf match',
    `<h1>An invitation to match <code>${id}</code></h1>
<p class="note">The browser app that opens invitations is not built on this server yet.</p>
<p>A program can take a seat with <code>POST ${API_PREFIX}/matches/${id}/join</code>, then follow and play it on the
WebSocket at <code>${WS_PATH}</code>; see <a href="/docs/protocol">the protocol</a>.
The match as it stands: <a href="${API_PREFIX}/matches/${id}">${API_PREFIX}/matches/${id}</a>.</p>`,
  );
}

export function notFoundPage(): string {
  return page('Not found', '<h1>Not found</h1><p><a href="/">Gameshelf</a></p>');
}
