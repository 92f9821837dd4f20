import { itemAt } from '@gameshelf/engine';
import { SHELF } from '@gameshelf/shelf';
import { describe, expect, it } from 'vitest';
import { EngineSession } from '../src/protocol.ts';
import { turnOf } from './replies.ts';

describe('the engine protocol', () => {
  it('answers bad input with coded errors and keeps going', () => {
    const s = new EngineSession();
    expect(s.handleLine('not json')).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    expect(s.handleLine('[1]')).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    expect(s.handleLine('{"cmd":"state"}')).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    expect(s.handleLine('{"cmd":"new","game":"chess"}')).toMatchObject({
      ok: false,
      error: { code: 'game/unknown' },
    });
    expect(s.handleLine('{"cmd":"load","record":{}}')).toMatchObject({
      ok: false,
      error: { code: 'record/malformed' },
    });
    expect(s.handleLine('{"cmd":"games","id":"x1"}')).toMatchObject({ ok: true, id: 'x1' });
  });

  it.each(SHELF.map((m) => [m.game.id]))(
    'plays %s to the end by bots, and a loaded record gives the same game',
    (id) => {
      const s = new EngineSession();
      expect(s.handleLine(JSON.stringify({ cmd: 'new', game: id, seed: 9 }))).toMatchObject({
        ok: true,
        game: id,
      });
      let state = turnOf(s.handleLine('{"cmd":"state"}'));
      for (let i = 0; i < 5000 && !state.over; i++) {
        const player = itemAt(state.toAct, 0);
        const legal = s.handleLine(JSON.stringify({ cmd: 'legal', player }));
        expect(legal).toMatchObject({ moves: expect.any(Array) });
        expect(legal.moves).not.toEqual([]);
        const chosen = s.handleLine(JSON.stringify({ cmd: 'bot', player, bot: 'random' }));
        const moved = s.handleLine(JSON.stringify({ cmd: 'move', player, move: chosen.move }));
        expect(moved).toMatchObject({ ok: true });
        const wrong = s.handleLine(JSON.stringify({ cmd: 'move', player, move: { type: '??' } }));
        expect(wrong).toMatchObject({ ok: false });
        state = turnOf(moved);
      }
      expect(state.over).toBe(true);
      const result = s.handleLine('{"cmd":"result"}');
      const { record } = s.handleLine('{"cmd":"record"}');
      const other = new EngineSession();
      expect(other.handleLine(JSON.stringify({ cmd: 'load', record }))).toMatchObject({
        ok: true,
        over: true,
      });
      expect(other.handleLine('{"cmd":"result"}')).toEqual(result);
      expect(s.handleLine('{"cmd":"view","player":"spectator"}')).toMatchObject({ ok: true });
    },
  );
});
