/**
 * Passwords (issue #22): hashed with argon2id (the `argon2` binding, its
 * default cost: 64 MiB, 3 passes), never stored or logged in clear. A sign-in
 * for a name without an account (or without a password) still verifies
 * against a hash, so its answer takes as long as a wrong password's.
 */
import argon2 from 'argon2';

let decoy: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** Whether `password` is the one `hash` was made from; with no hash, false after the same work. */
export async function passwordMatches(hash: string | null, password: string): Promise<boolean> {
  if (hash === null) {
    decoy ??= hashPassword('no account has this password');
    await argon2.verify(await decoy, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
