/**
 * Passkey ceremonies in the browser (SimpleWebAuthn): the server's options,
 * the browser's own dialog, the answer back to the server. A dialog the
 * person closes, or a browser without passkeys, is `account/passkey-cancelled`
 * (this app's own code; nothing reaches the server).
 */
import { err, type Result } from '@gameshelf/engine';
import type { SignedIn } from '@gameshelf/protocol';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { TableError } from '../session/table.ts';
import { accountApi } from './account-api.ts';

const CANCELLED: TableError = { code: 'account/passkey-cancelled', message: 'no passkey was given' };

export async function signUpWithPasskey(name: string): Promise<Result<SignedIn, TableError>> {
  const options = await accountApi.passkeySignUpOptions(name);
  if (!options.ok) return options;
  try {
    const response = await startRegistration({ optionsJSON: options.value.options });
    return accountApi.passkeySignUp(options.value.ceremony, response);
  } catch {
    return err(CANCELLED);
  }
}

export async function signInWithPasskey(): Promise<Result<SignedIn, TableError>> {
  const options = await accountApi.passkeySignInOptions();
  if (!options.ok) return options;
  try {
    const response = await startAuthentication({ optionsJSON: options.value.options });
    return accountApi.passkeySignIn(options.value.ceremony, response);
  } catch {
    return err(CANCELLED);
  }
}

export async function addPasskey() {
  const options = await accountApi.passkeyAddOptions();
  if (!options.ok) return options;
  try {
    const response = await startRegistration({ optionsJSON: options.value.options });
    return accountApi.passkeyAdd(options.value.ceremony, response);
  } catch {
    return err(CANCELLED);
  }
}
