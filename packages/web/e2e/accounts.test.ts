/**
 * Accounts end to end in Chromium against the real server (issue #22): one
 * browser signs up with a passkey made by Chromium's virtual authenticator
 * (CDP WebAuthn: a CTAP2 platform authenticator with resident keys and user
 * verification), signs out and signs in again with it; a phone signs up
 * with a password. The pages pass axe-core and fit 390 px. The pages are
 * opened at `localhost`: WebAuthn takes no IP address as the relying party.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, PHONE, phoneLayout } from './a11y.ts';
import { baseUrl, type OpenBrowser, openBrowser, screenshot } from './harness.ts';
import { addVirtualAuthenticator, passkeySite } from './passkeys.ts';

let desk: OpenBrowser;
let phone: OpenBrowser;
const site = () => passkeySite(baseUrl());
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}`;

beforeAll(async () => {
  [desk, phone] = await Promise.all([openBrowser(), openBrowser(PHONE)]);
  await phone.page.emulateMedia({ reducedMotion: 'reduce' });
  await addVirtualAuthenticator(desk);
});

afterAll(async () => {
  await Promise.all([desk?.close(), phone?.close()]);
});

/** The page passes axe-core and fits a phone's width with controls a finger can hit (a11y.ts). */
async function expectFit(page: Page, name: string): Promise<void> {
  const { width, small } = await phoneLayout(page);
  const violations = await axeViolations(page);
  if (violations.length > 0 || small.length > 0 || width > PHONE.width)
    await screenshot(page, `page-${name}`);
  expect(violations, `${name}: axe-core`).toEqual([]);
  expect(width, `${name}: the page's width`).toBeLessThanOrEqual(PHONE.width);
  expect(small, `${name}: controls smaller than a finger`).toEqual([]);
}

const menu = (page: Page) => page.getByRole('navigation', { name: 'Account' });

describe('accounts in the browser', () => {
  it('signs up with a passkey, signs out, and signs in again with the passkey', async () => {
    const page = desk.page;
    const name = unique('Ada');
    await page.goto(`${site()}/signup`);
    await page.getByLabel('Name others will see').fill(name);
    await page.getByRole('button', { name: 'Sign up with a passkey' }).click();
    await page.waitForURL('**/account');
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await menu(page).getByRole('link', { name }).waitFor();
    await page.getByText('This account has no password: sign in with a passkey.').waitFor();
    expect(await page.locator('.account-passkeys li').count()).toBe(1);
    // The session is an HttpOnly cookie: the page's scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('gameshelf_session');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site()}/`);
    await menu(page).getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL('**/signin');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.waitForURL('**/account');
    await menu(page).getByRole('link', { name }).waitFor();
    await page.locator('.account-passkeys li', { hasText: 'last used' }).waitFor();
  });

  it("lists the account's game held by another browser, and plays it here", async () => {
    const page = desk.page;
    // Another browser of the same account takes a seat: its token stays there, not in this browser's storage.
    const match = await page.evaluate(async () => {
      const post = (path: string, body: unknown) =>
        fetch(`/api/v1${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then((r) => r.json());
      const created = await post('/matches', { game: 'digit-dash', players: 2 });
      await post(`/matches/${created.match}/join`, {});
      return String(created.match);
    });
    await page.goto(`${site()}/account`);
    await page.getByRole('heading', { name: 'Your games in other browsers' }).waitFor();
    await page.getByRole('button', { name: 'Play here' }).click();
    await page.waitForURL(`**/match/${match}`);
    const held = await page.evaluate(() => localStorage.getItem('gameshelf.seats') ?? '');
    expect(held).toContain(match);
  });

  it('signs up with a password on a phone; the pages fit and pass axe-core', async () => {
    const page = phone.page;
    await page.goto(`${site()}/signup`);
    await page.getByRole('heading', { name: 'Make an account' }).waitFor();
    await expectFit(page, 'signup');
    const name = unique('Bea');
    await page.getByLabel('Name others will see').fill(name);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign up with a password' }).click();
    await page.waitForURL('**/account');
    await menu(page).getByRole('link', { name }).waitFor();
    await page.getByText('You can also sign in with your password.').waitFor();
    await expectFit(page, 'account');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${site()}/`);
    await page.goto(`${site()}/signin`);
    await page.getByRole('heading', { name: 'Sign in to Gameshelf' }).waitFor();
    await expectFit(page, 'signin');
    await page.getByLabel('Name others will see').fill(name);
    await page.getByLabel('Password').fill('wrong horse battery');
    await page.getByRole('button', { name: 'Sign in with the password' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('That name and password, or that passkey, did not sign you in.');
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in with the password' }).click();
    await page.waitForURL('**/account');
    await menu(page).getByRole('link', { name }).waitFor();
  });
});
