/**
 * Who is signed in, as the whole app knows it: asked of the server once
 * (the session cookie is HttpOnly, so only the server can tell), then set by
 * sign-up, sign-in and sign-out. Guests (and a server that cannot be
 * reached) are `null`; `undefined` while the first answer is awaited.
 */
import type { AccountInfo } from '@gameshelf/protocol';
import { useEffect, useSyncExternalStore } from 'react';
import { accountApi } from './account-api.ts';

let current: AccountInfo | null | undefined;
let asked = false;
const listeners = new Set<() => void>();

export function setAccount(account: AccountInfo | null): void {
  current = account;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAccount(): AccountInfo | null | undefined {
  const account = useSyncExternalStore(subscribe, () => current);
  useEffect(() => {
    if (asked) return;
    asked = true;
    void accountApi.me().then((me) => setAccount(me.ok ? me.value.account : null));
  }, []);
  return account;
}
