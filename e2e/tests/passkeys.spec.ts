import { expect, test, type Page } from '@playwright/test';
import { SignedInSchema } from '@roadbook/domain/contracts/accounts';
import { PasskeyListSchema } from '@roadbook/domain/contracts/passkeys';
import { text } from './catalogue';

// Passkeys in a real browser: Chromium's virtual authenticator (a platform authenticator with user
// verification, keeping discoverable credentials) answers navigator.credentials for the page, and
// the site's API checks every answer. WebAuthn needs a domain, so the site is opened as localhost
// (its own address when PUBLIC_URL is unset), not 127.0.0.1.
//
// The passkey is added through the API with the browser's own WebAuthn JSON helpers, as the settings'
// passkey section does; signing in goes through the sign-in screen's passkey button.

const DRIVER = { email: 'driver@roadbook.example', password: 'roadbook-demo' };

test.describe.configure({ mode: 'serial' });

async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

/** Asks for options, lets the authenticator create a passkey, and saves it under `name`. */
function registerPasskey(page: Page, name: string) {
  return page.evaluate(async (passkeyName) => {
    const optionsAnswer = await fetch('/api/passkeys/registration-options', { method: 'POST' });
    const { challengeId, options }: { challengeId: string; options: PublicKeyCredentialCreationOptionsJSON } =
      await optionsAnswer.json();
    const credential = await navigator.credentials.create({
      publicKey: PublicKeyCredential.parseCreationOptionsFromJSON(options),
    });
    if (!(credential instanceof PublicKeyCredential)) throw new Error('no credential created');
    const answer = await fetch('/api/passkeys/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ challengeId, name: passkeyName, response: credential.toJSON() }),
    });
    const body: unknown = await answer.json();
    return { status: answer.status, body };
  }, name);
}

/** Asks for sign-in options, lets the authenticator pick its passkey of the site, and signs in. */
function signInWithPasskey(page: Page) {
  return page.evaluate(async () => {
    const optionsAnswer = await fetch('/api/passkeys/sign-in-options', { method: 'POST' });
    const { challengeId, options }: { challengeId: string; options: PublicKeyCredentialRequestOptionsJSON } =
      await optionsAnswer.json();
    const credential = await navigator.credentials.get({
      publicKey: PublicKeyCredential.parseRequestOptionsFromJSON(options),
    });
    if (!(credential instanceof PublicKeyCredential)) throw new Error('no credential chosen');
    const answer = await fetch('/api/passkeys/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ challengeId, response: credential.toJSON() }),
    });
    const body: unknown = await answer.json();
    return { status: answer.status, body };
  });
}

function apiCall(page: Page, method: string, path: string) {
  return page.evaluate(
    async ([callMethod, callPath]) => {
      const answer = await fetch(callPath, { method: callMethod });
      const body: unknown = await answer.json();
      return { status: answer.status, body };
    },
    [method, path] as const,
  );
}

test('a driver adds a passkey, signs in with it alone, then removes it', async ({ page, baseURL }) => {
  const site = new URL(baseURL ?? 'http://127.0.0.1:8190');
  site.hostname = 'localhost';
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(new URL('/nowhere?l=en', site).href);

  // Signed in with the password first: a passkey is added to an account.
  const passwordSignIn = await page.request.post(new URL('/api/sign-in/frontend', site).href, {
    headers: { origin: site.origin },
    data: DRIVER,
  });
  expect(passwordSignIn.status()).toBe(200);

  const registered = await registerPasskey(page, 'Test laptop');
  expect(registered.status).toBe(200);
  const [passkey] = PasskeyListSchema.parse(registered.body).passkeys;
  expect(passkey).toMatchObject({ name: 'Test laptop', lastUsedAt: null });
  const [stored] = await authenticator.credentials();
  expect(stored).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  const passkeyId = passkey?.id ?? '';

  // Signed out, and nothing but the authenticator to sign in with.
  expect((await apiCall(page, 'POST', '/api/sign-out')).status).toBe(200);
  expect((await apiCall(page, 'GET', '/api/passkeys')).status).toBe(401);

  // The sign-in screen's passkey button: the authenticator answers, the site signs in and goes home.
  await page.goto(new URL('/sign-in?l=en', site).href);
  await page.getByRole('button', { name: text('en', 'signIn.button', 'passkeys') }).click();
  await expect(page).toHaveURL(/\/home/);
  const session = await apiCall(page, 'POST', '/api/validate-access-token');
  expect(SignedInSchema.parse(session.body).user.email).toBe(DRIVER.email);
  const list = await apiCall(page, 'GET', '/api/passkeys');
  expect(PasskeyListSchema.parse(list.body).passkeys).toEqual([
    expect.objectContaining({ id: passkeyId, lastUsedAt: expect.any(String) }),
  ]);

  // Removed: the authenticator still holds it, but the site no longer accepts it.
  const removed = await apiCall(page, 'DELETE', `/api/passkeys/${passkeyId}`);
  expect(removed).toEqual({ status: 200, body: { passkeys: [] } });
  const refused = await signInWithPasskey(page);
  expect(refused).toMatchObject({ status: 401, body: { error: { code: 'auth.passkeyFailed' } } });
});
