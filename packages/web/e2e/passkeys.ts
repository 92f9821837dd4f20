/**
 * Chromium's virtual authenticator (CDP WebAuthn): a CTAP2 platform
 * authenticator with resident keys and user verification, so a page's
 * passkey sign-up and sign-in run in tests as on a phone with a fingerprint.
 */
import type { OpenBrowser } from './harness.ts';

export async function addVirtualAuthenticator(browser: OpenBrowser): Promise<void> {
  const cdp = await browser.context.newCDPSession(browser.page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** The site at `localhost`: WebAuthn takes no IP address as the relying party. */
export function passkeySite(baseUrl: string): string {
  const url = new URL(baseUrl);
  url.hostname = 'localhost';
  return url.origin;
}
