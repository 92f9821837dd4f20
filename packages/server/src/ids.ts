/**
 * Random names and secrets. Match ids are unguessable (knowing one is the
 * invitation); seat tokens are long secrets the server keeps only as sha256
 * hashes, so a leaked database holds no usable token; seeds come from the OS
 * generator, never from the client, so nobody can choose a deal.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function newMatchId(): string {
  return randomBytes(16).toString('base64url');
}

export function newSeatToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newSeed(): string {
  return randomBytes(16).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Compares two token hashes without leaking through timing where they differ. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
