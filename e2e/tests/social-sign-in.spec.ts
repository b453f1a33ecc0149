import { expect, test, type Page } from '@playwright/test';
import { UserSchema } from '@roadbook/domain/contracts/accounts';
import { SOCIAL_PORT } from '../ports';

// Google, Apple and Facebook sign-in on the site that offers them (project `providers`). The site's
// API verifies each token with the providers' local stand-ins (social-providers.mjs): their key sets
// and Facebook's Graph API. The providers' scripts are served to the page at their real addresses
// (so the site's content security policy applies), by a stand-in of each script's documented
// interface: where the real one opens the provider's window, it gives what that window gives, which
// the stand-in provider issues for the person.

interface Person {
  subject: string;
  email: string;
  name: string;
}

type Provider = 'google' | 'apple' | 'facebook';

async function tokenFor(provider: Provider, person: Person): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${SOCIAL_PORT}/tokens/${provider}`, {
    method: 'POST',
    body: JSON.stringify(person),
  });
  expect(answer.ok).toBe(true);
  return ((await answer.json()) as { token: string }).token;
}

/** Google Identity Services: the button it draws gives the ID token to the page's callback. */
function googleIdentity(token: string): string {
  return `window.google = { accounts: { id: {
    initialize(config) { this.config = config; },
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
      button.style.cssText = 'width:' + options.width + 'px;height:40px';
      button.onclick = () => this.config.callback({ credential: ${JSON.stringify(token)}, select_by: 'btn' });
      parent.append(button);
    },
  } } };`;
}

/** Apple's JS in pop-up mode: signIn() resolves with the authorization and, the first time, the user. */
function appleId(token: string, person: Person): string {
  const [firstName, ...rest] = person.name.split(' ');
  const user = { email: person.email, name: { firstName, lastName: rest.join(' ') } };
  return `window.AppleID = { auth: {
    init(config) { this.config = config; },
    async signIn() {
      if (!this.config || !this.config.usePopup) throw { error: 'not_initialized' };
      return { authorization: { id_token: ${JSON.stringify(token)}, code: 'c0de' }, user: ${JSON.stringify(user)} };
    },
  } };`;
}

/** Facebook's SDK: FB.login calls back with the user access token once the person accepts. */
function facebookSdk(token: string, person: Person): string {
  return `window.FB = {
    init(params) { this.appId = params.appId; },
    login(callback) {
      callback({ status: 'connected', authResponse: { accessToken: ${JSON.stringify(token)}, userID: ${JSON.stringify(person.subject)} } });
    },
  };`;
}

async function serveProviderScripts(page: Page, person: Person) {
  const scripts: Record<string, string> = {
    'https://accounts.google.com/gsi/client': googleIdentity(await tokenFor('google', person)),
    'https://appleid.cdn-apple.com/**': appleId(await tokenFor('apple', person), person),
    'https://connect.facebook.net/**': facebookSdk(await tokenFor('facebook', person), person),
  };
  for (const [address, body] of Object.entries(scripts)) {
    await page.route(address, (route) => route.fulfill({ contentType: 'text/javascript', body }));
  }
}

async function signedInUser(page: Page) {
  const answer = await page.request.post('/api/validate-access-token', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(200);
  return UserSchema.parse((await answer.json()).user);
}

function personFor(provider: Provider, tag: string): Person {
  const id = `${provider}-${tag}-${Date.now()}`;
  return { subject: id, email: `${id}@example.com`, name: 'Ada Lovelace' };
}

const BUTTONS: Record<Provider, string> = {
  google: 'Sign in with Google',
  apple: 'Sign in with Apple',
  facebook: 'Continue with Facebook',
};

for (const provider of ['google', 'apple', 'facebook'] as const) {
  test(`a first ${provider} sign-in makes a verified account, and the next one signs into it`, async ({
    page,
  }) => {
    const person = personFor(provider, 'first');
    await serveProviderScripts(page, person);
    await page.goto('/sign-in?l=en');
    const others = page.getByRole('region', { name: 'Other ways to sign in' });
    await others.getByRole('button', { name: BUTTONS[provider] }).click();

    await expect(page).toHaveURL(/\/home\?l=en$/);
    // The site's header on the home offers a signed-in user their account menu.
    await expect(page.getByRole('button', { name: 'Account menu of Ada Lovelace' })).toBeVisible();
    const account = await signedInUser(page);
    expect(account).toMatchObject({ email: person.email, fullName: 'Ada Lovelace', isVerified: true });
    expect(account.hasPassword).toBe(false);

    await page.context().clearCookies();
    await page.goto('/sign-in?l=en');
    await others.getByRole('button', { name: BUTTONS[provider] }).click();
    await expect(page).toHaveURL(/\/home\?l=en$/);
    expect((await signedInUser(page)).id).toBe(account.id);
  });
}

test('the sign-up tab offers the three providers in French, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await serveProviderScripts(page, personFor('google', 'phone'));
  await page.goto('/sign-up?l=fr');
  const others = page.getByRole('region', { name: 'Autres façons de se connecter' });
  await expect(others.getByRole('button', { name: 'Sign up with Google' })).toBeVisible();
  await expect(others.getByRole('button', { name: 'S’inscrire avec Apple' })).toBeEnabled();
  await expect(others.getByRole('button', { name: 'Continuer avec Facebook' })).toBeEnabled();
  await others.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('sign-up-social-fr-phone.png'), fullPage: true });
});
