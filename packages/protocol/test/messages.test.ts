/** The wire schemas: what they accept, and that everything else is refused with a coded error naming the problem. */
import { ERROR_CODES } from '@gameshelf/engine';
import { describe, expect, it } from 'vitest';
import {
  CreateMatchRequest,
  fromGameError,
  LeaveRequest,
  MAX_JSON_DEPTH,
  nestsWithin,
  parseClientMessage,
  parseJson,
  parseWith,
  RematchRequest,
  refIn,
  SERVER_ERROR_CODES,
  ServerMessage,
  WIRE_ERROR_CODES,
} from '../src/index.ts';

const match = 'A'.repeat(22);
const token = 'b'.repeat(43);

describe('client messages', () => {
  it.each([
    { type: 'subscribe', match },
    { type: 'subscribe', match, token, since: 12, ref: 1 },
    { type: 'unsubscribe', match, ref: 2 },
    { type: 'move', match, seq: 0, move: { type: 'draw' } },
    { type: 'move', match, seq: 4, move: null },
    { type: 'ping' },
  ])('accepts %j', (message) => {
    expect(parseClientMessage(JSON.stringify(message))).toEqual({ ok: true, value: message });
  });

  it.each([
    ['not JSON', '{"type":', 'net/bad-json', undefined],
    ['an unknown type', '{"type":"teleport","ref":3}', 'net/invalid', 3],
    ['an unknown field', `{"type":"ping","seat":1,"ref":4}`, 'net/invalid', 4],
    ['a move without its move', `{"type":"move","match":"${match}","seq":0}`, 'net/invalid', undefined],
    [
      'a fractional position',
      `{"type":"move","match":"${match}","seq":1.5,"move":{}}`,
      'net/invalid',
      undefined,
    ],
    [
      'a negative position',
      `{"type":"move","match":"${match}","seq":-1,"move":{}}`,
      'net/invalid',
      undefined,
    ],
    ['a short token', `{"type":"subscribe","match":"${match}","token":"abc"}`, 'net/invalid', undefined],
    ['a match id with a slash', `{"type":"subscribe","match":"../../etc/passwd"}`, 'net/invalid', undefined],
    ['an array', '[1,2]', 'net/invalid', undefined],
    ['a bad ref', '{"type":"ping","ref":-1}', 'net/invalid', undefined],
  ])('refuses %s with %s', (_what, text, code, ref) => {
    const parsed = parseClientMessage(text);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe(code);
    expect(parsed.error.message.length).toBeGreaterThan(0);
    expect(parsed.error.ref).toBe(ref);
  });

  it('refuses a move nested deeper than the limit before parsing it, with its ref', () => {
    const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;
    const text = `{"type":"move","ref":7,"match":"${match}","seq":0,"move":${deep(5000)}}`;
    expect(text.length).toBeLessThan(16 * 1024);
    expect(parseClientMessage(text)).toEqual({
      ok: false,
      error: { code: 'net/invalid', message: expect.stringMatching(/nest at most 32/), ref: 7 },
    });
    // One level under the limit, counting the message's own object, is a move like any other.
    const within = `{"type":"move","match":"${match}","seq":0,"move":${deep(MAX_JSON_DEPTH - 1)}}`;
    expect(parseClientMessage(within).ok).toBe(true);
  });

  it.each([
    ['flat', '{"a":1,"b":[1,2]}', 2, true],
    ['brackets inside strings', '{"a":"[[[[[[","b":"\\"}', 1, true],
    ['an escaped quote inside a string', '{"a":"\\"[[[[[","b":[[[]]]}', 1, false],
    ['deep', '[[[[]]]]', 3, false],
  ])('measures nesting: %s', (_what, text, max, within) => {
    expect(nestsWithin(text, max)).toBe(within);
  });

  it('parses JSON text with coded refusals, and finds the ref of a message it does not parse', () => {
    expect(parseJson('{"a":[1]}')).toEqual({ ok: true, value: { a: [1] } });
    expect(parseJson('{"a":')).toMatchObject({ ok: false, error: { code: 'net/bad-json' } });
    expect(parseJson('[[[1]]]', 2)).toMatchObject({ ok: false, error: { code: 'net/invalid' } });
    expect(parseClientMessage('{"type":"ping","ref":12,')).toMatchObject({
      ok: false,
      error: { code: 'net/bad-json', ref: 12 },
    });
    expect(refIn('{"type":"ping","ref": 31}')).toBe(31);
    expect(refIn('{"type":"ping","ref":1.5}')).toBeUndefined();
    expect(refIn('{"type":"ping","ref":-3}')).toBeUndefined();
    expect(refIn('{"type":"ping"}')).toBeUndefined();
  });

  it('names the field at fault', () => {
    const parsed = parseClientMessage(`{"type":"move","match":"${match}","seq":"x","move":{}}`);
    expect(!parsed.ok && parsed.error.message).toMatch(/^seq: /);
  });
});

describe('HTTP bodies', () => {
  it('accepts a match request with bots and a timer, and refuses a timer under 5 s', () => {
    const request = {
      game: 'digit-dash',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'ismcts:500' }],
      turnSeconds: 60,
    };
    expect(parseWith(CreateMatchRequest, request)).toEqual({ ok: true, value: request });
    expect(parseWith(CreateMatchRequest, { ...request, turnSeconds: 1 })).toMatchObject({
      ok: false,
      error: { code: 'net/invalid' },
    });
    expect(parseWith(CreateMatchRequest, { game: 'digit-dash', seats: [{ kind: 'bot' }] })).toMatchObject({
      ok: false,
    });
  });
});

describe('leaving and rematches', () => {
  it('take the seat token in the body as well as in a header', () => {
    expect(parseWith(LeaveRequest, { token, bot: 'easy' })).toEqual({
      ok: true,
      value: { token, bot: 'easy' },
    });
    expect(parseWith(RematchRequest, { token })).toEqual({ ok: true, value: { token } });
    expect(parseWith(RematchRequest, { token: 'short' })).toMatchObject({ ok: false });
  });
});

describe('server messages and codes', () => {
  it('keeps every code in area/reason form, the engine codes included, none twice', () => {
    expect(WIRE_ERROR_CODES).toEqual([...ERROR_CODES, ...SERVER_ERROR_CODES]);
    expect(new Set(WIRE_ERROR_CODES).size).toBe(WIRE_ERROR_CODES.length);
    for (const code of WIRE_ERROR_CODES) expect(code).toMatch(/^[a-z]+\/[a-z-]+$/);
  });

  it('describes what the server sends strictly: an extra field is a protocol error', () => {
    const update = {
      type: 'update',
      match,
      seq: 3,
      log: [],
      view: {},
      legal: null,
      toAct: [1],
      result: null,
      deadline: null,
    };
    expect(ServerMessage.safeParse(update).success).toBe(true);
    expect(ServerMessage.safeParse({ ...update, secret: 1 }).success).toBe(false);
    expect(ServerMessage.safeParse({ type: 'error', code: 'net/unheard-of', message: 'x' }).success).toBe(
      false,
    );
  });

  it("carries a game's refusal reason and the values of its words (issue #20)", () => {
    const error = {
      code: 'move/illegal',
      message: "P2's slot is empty",
      reason: 'emptySlot',
      params: { seat: 2 },
    } as const;
    expect(ServerMessage.safeParse({ type: 'error', ref: 3, match, ...error }).success).toBe(true);
    expect(fromGameError({ ...error, moveIndex: 4 })).toEqual(error);
    expect(fromGameError({ code: 'move/illegal', message: 'no' })).toEqual({
      code: 'move/illegal',
      message: 'no',
    });
    expect(ServerMessage.safeParse({ type: 'error', ...error, params: { seat: [2] } }).success).toBe(false);
  });
});
