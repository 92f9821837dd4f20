import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { configure } from 'safe-stable-stringify';

/**
 * Canonical JSON: object keys sorted, so two equal states always serialise to
 * the same text whatever order their fields were built in. Non-JSON values
 * (undefined, functions, NaN) are a bug in a state and are refused.
 */
const stringify = configure({ deterministic: true, strict: true, circularValue: Error });

export function canonicalJson(value: unknown): string {
  const text = stringify(value);
  if (text === undefined) throw new TypeError('canonicalJson: value has no JSON form');
  return text;
}

/** SHA-256 of the canonical JSON, in hex: the stable hash of a state. */
export function stableHash(value: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(value))));
}

/** Deep equality of two JSON values, through their canonical form. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** The first 16 hex digits of `stableHash`: what a record carries after each move. */
export function shortHash(value: unknown): string {
  return stableHash(value).slice(0, 16);
}
