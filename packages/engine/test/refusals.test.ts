/** A refusal names its reason beside its English message (issue #20). */
import { describe, expect, it } from 'vitest';
import { fail, failWith, fillTemplate, refusal, refusalsOf } from '../src/index.ts';

describe('refusals', () => {
  const refused = refusalsOf({
    drawFirst: 'you cannot {{action}} now (draw first (DH-4))',
    trainFull: 'your train is full (DH-6)',
  });

  it('fill the message from the table, and keep the reason and its values', () => {
    expect(refused('drawFirst', { action: 'play' })).toEqual({
      code: 'move/illegal',
      message: 'you cannot play now (draw first (DH-4))',
      reason: 'drawFirst',
      params: { action: 'play' },
    });
    expect(refused('trainFull')).toEqual({
      code: 'move/illegal',
      message: 'your train is full (DH-6)',
      reason: 'trainFull',
    });
    expect(refused('trainFull', undefined, 'move/malformed').code).toBe('move/malformed');
  });

  it('leave a value that is not given as it is written, and fill numbers', () => {
    expect(fillTemplate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
  });

  it('fail as a Result, like the codes without a reason', () => {
    expect(failWith(refusal('x', 'no'))).toEqual({
      ok: false,
      error: { code: 'move/illegal', message: 'no', reason: 'x' },
    });
    expect(fail('move/illegal', 'no')).toEqual({ ok: false, error: { code: 'move/illegal', message: 'no' } });
  });
});
