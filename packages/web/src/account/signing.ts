/**
 * What signing up and signing in share: one request at a time (`busy`), its
 * coded failure to show, and on success the account set for the whole app and
 * the account page opened.
 */
import type { SignedIn } from '@gameshelf/protocol';
import { useState } from 'react';
import { navigate } from '../app/navigation.tsx';
import type { Answer } from '../net/api.ts';
import type { TableError } from '../session/table.ts';
import { setAccount } from './session.ts';

export interface Signing {
  readonly busy: boolean;
  readonly failure: TableError | null;
  /** Waits for a sign-up or sign-in answer: the account page on success, the failure otherwise. */
  readonly finish: (answer: Answer<SignedIn>) => Promise<void>;
}

export function useSigning(): Signing {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<TableError | null>(null);
  async function finish(answer: Answer<SignedIn>): Promise<void> {
    setBusy(true);
    setFailure(null);
    const signed = await answer;
    setBusy(false);
    if (!signed.ok) return setFailure(signed.error);
    setAccount(signed.value.account);
    navigate('/account');
  }
  return { busy, failure, finish };
}
