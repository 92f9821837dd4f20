/**
 * The edge: raw text or JSON becomes a typed message through one parser that
 * returns a coded error and never throws.
 */
import { err, isRecord, ok, type Result } from '@gameshelf/engine';
import type { z } from 'zod';
import { ClientMessage } from './client.ts';
import { Ref } from './common.ts';
import { type WireError, wireError } from './errors.ts';

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

/** A refusal of a client message, with the message's `ref` when it had a usable one, so the client can match it. */
export type MessageError = WireError & { readonly ref?: number };

/** A WebSocket text frame: `net/bad-json` if it is not JSON, `net/invalid` if it is not a client message. */
export function parseClientMessage(text: string): Result<ClientMessage, MessageError> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return err(wireError('net/bad-json', 'a message must be one JSON object'));
  }
  const parsed = parseWith(ClientMessage, raw);
  if (parsed.ok) return parsed;
  const ref = Ref.safeParse(isRecord(raw) ? raw.ref : undefined);
  return err(ref.success ? { ...parsed.error, ref: ref.data } : parsed.error);
}
