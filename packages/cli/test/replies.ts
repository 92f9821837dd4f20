/** Reading engine-protocol replies in tests: a reply is untyped JSON, so what a test relies on is checked. */
import { isRecord } from '@gameshelf/engine';

type Reply = Readonly<Record<string, unknown>>;

const isPlayer = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** Whose turn it is and whether the game is over, from a `state` or `move` reply. */
export function turnOf(reply: Reply): { readonly toAct: readonly number[]; readonly over: boolean } {
  const { toAct, over } = reply;
  if (!Array.isArray(toAct) || !toAct.every(isPlayer) || typeof over !== 'boolean')
    throw new Error(`not a reply with toAct and over: ${JSON.stringify(reply)}`);
  return { toAct, over };
}

/** The hands of a `view` reply's view, as lists of cards (a hidden card is an object). */
export function handsOf(reply: Reply): readonly (readonly unknown[])[] {
  const { view } = reply;
  if (!isRecord(view) || !Array.isArray(view.hands) || !view.hands.every(Array.isArray))
    throw new Error(`not a view with hands: ${JSON.stringify(reply)}`);
  return view.hands;
}
