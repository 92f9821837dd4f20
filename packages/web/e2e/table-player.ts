/**
 * Plays one page's seat of an online match to its end the quick way: the
 * page opens a WebSocket of its own with the seat's token (from this
 * browser's storage, as the app keeps it) and sends a random legal move
 * whenever its frames offer some. The app's own page follows the same match
 * meanwhile, as a person's would.
 */
import type { Page } from 'playwright-core';

export function playSeatToEnd(page: Page, match: string): Promise<void> {
  return page.evaluate(async (id) => {
    const held: { match: string; token: string }[] = JSON.parse(
      localStorage.getItem('gameshelf.seats') ?? '[]',
    );
    const token = held.find((s) => s.match === id)?.token;
    if (!token) throw new Error(`this browser holds no seat in ${id}`);
    const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/api/v1/ws`);
    await new Promise((done, fail) => {
      ws.onopen = done;
      ws.onerror = fail;
    });
    let ref = 1;
    let last: { seq: number; legal: unknown[] | null } | null = null;
    const play = () => {
      const legal = last?.legal;
      if (!last || !legal || legal.length === 0) return;
      const move = legal[Math.floor(Math.random() * legal.length)];
      ws.send(JSON.stringify({ type: 'move', ref: ref++, match: id, seq: last.seq, move }));
    };
    await new Promise<void>((done, fail) => {
      const timer = setTimeout(() => fail(new Error('the game did not end in 90 s')), 90_000);
      ws.onmessage = (event) => {
        const m = JSON.parse(String(event.data));
        if ((m.type === 'snapshot' || m.type === 'update') && m.match === id) {
          if (m.result) {
            clearTimeout(timer);
            ws.close();
            done();
            return;
          }
          last = { seq: m.seq, legal: m.legal };
          play();
        } else if (m.type === 'error' && m.code !== 'match/stale') play();
      };
      ws.send(JSON.stringify({ type: 'subscribe', ref: ref++, match: id, token }));
    });
  }, match);
}
