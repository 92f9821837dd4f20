/**
 * The edge: raw text or JSON becomes a typed message through one parser that
 * returns a coded error and never throws. Nesting is limited before the text
 * is parsed: a move thousands of levels deep fits in a small message, and
 * every recursive walk behind the edge (schemas, the game's `parseMove`,
 * hashing) would overflow the stack on it.
 */
import { err, isRecord, ok, type Result } from '@gameshelf/engine';
import type { z } from 'zod';
import { ClientMessage } from './client.ts';
import { Ref } from './common.ts';
import { type WireError, wireError } from './errors.ts';

/** How deeply arrays and objects may nest in a message: far more than any move needs, far less than a stack. */
export const MAX_JSON_DEPTH = 32;

/** zod's issues as one short line a person can act on: `match: a match id is ...; seq: expected int`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      const at = issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
      return `${at}${issue.message}`;
    })
    .join('; ');
}

/** Checks already-parsed JSON against a schema; `net/invalid` names what is wrong. */
export function parseWith<S extends z.ZodType>(schema: S, raw: unknown): Result<z.infer<S>, WireError> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return ok(parsed.data);
  return err(wireError('net/invalid', describeIssues(parsed.error)));
}

/**
 * Whether the arrays and objects of JSON text nest at most `max` deep: one
 * pass over the characters, brackets inside strings skipped. Malformed text
 * may pass; the parser refuses it next.
 */
export function nestsWithin(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return false;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return true;
}

/** JSON text as a value: `net/invalid` when it nests deeper than `maxDepth`, `net/bad-json` when it is not JSON. */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): Result<unknown, WireError> {
  if (!nestsWithin(text, maxDepth)) {
    return err(wireError('net/invalid', `arrays and objects may nest at most ${maxDepth} levels deep`));
  }
  try {
    return ok(JSON.parse(text));
  } catch {
    return err(wireError('net/bad-json', 'a message must be one JSON object'));
  }
}

/**
 * The `ref` a message carries, read without parsing it: for refusing a
 * message that is not parsed (too large, too fast, not JSON) with the ref the
 * client will look for. The first `"ref":<integer>` in the text.
 */
export function refIn(text: string): number | undefined {
  const found = /"ref"\s*:\s*(\d{1,10})(?![\d.eE])/.exec(text);
  const ref = Ref.safeParse(found ? Number(found[1]) : undefined);
  return ref.success ? ref.data : undefined;
}

/** A refusal of a client message, with the message's `ref` when it had a usable one, so the client can match it. */
export type MessageError = WireError & { readonly ref?: number };

function withRef(error: WireError, ref: number | undefined): MessageError {
  return ref === undefined ? error : { ...error, ref };
}

/**
 * A WebSocket text frame: `net/bad-json` if it is not JSON, `net/invalid` if
 * it nests too deep or is not a client message.
 */
export function parseClientMessage(text: string): Result<ClientMessage, MessageError> {
  const raw = parseJson(text);
  if (!raw.ok) return err(withRef(raw.error, refIn(text)));
  const parsed = parseWith(ClientMessage, raw.value);
  if (parsed.ok) return parsed;
  const ref = Ref.safeParse(isRecord(raw.value) ? raw.value.ref : undefined);
  return err(withRef(parsed.error, ref.success ? ref.data : undefined));
}
