import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { GoogleButtonOptions } from '@/features/social-sign-in/lib/google-identity';
import { DRIVER, signedIn } from '@/testing/account.fixture';
import { errorResponse, requestsTo, TEST_CONFIG } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '@/app/layouts/PlainLayout';
import '@/app/routes/AccountPages';

const SLOW = { timeout: 15_000 };

const SOCIAL_CONFIG = {
  ...TEST_CONFIG,
  socialSignIn: {
    google: 'roadbook-web.apps.googleusercontent.com',
    apple: 'test.roadbook.web',
    facebook: '1234567890',
  },
};

function providerScripts(): HTMLScriptElement[] {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[src^="https://"]')];
}

/** The provider's script as the page added it, once its load (or failure) is told. */
async function scriptFrom(host: string, event: 'load' | 'error' = 'load'): Promise<HTMLScriptElement> {
  const script = await waitFor(() => {
    const found = providerScripts().find((element) => new URL(element.src).host === host);
    if (found === undefined) throw new Error(`no script from ${host}`);
    return found;
  }, SLOW);
  script.dispatchEvent(new Event(event));
  return script;
}

afterEach(() => {
  for (const script of providerScripts()) script.remove();
});

describe('social sign-in buttons', () => {
  it('shows nothing and loads no provider script while no provider is set up', SLOW, async () => {
    await renderApp({ url: '/sign-in?l=en' });
    await screen.findByRole('heading', { level: 1, name: 'Sign in to Roadbook' }, SLOW);
    expect(screen.queryByRole('region', { name: 'Other ways to sign in' })).not.toBeInTheDocument();
    expect(providerScripts()).toEqual([]);
  });

  it(
    "signs in with the ID token Google's button gives, and goes where the user was going",
    SLOW,
    async () => {
      let giveCredential: (response: { credential: string }) => void = () => {};
      const renderButton = vi.fn((parent: HTMLElement, _options: GoogleButtonOptions) => {
        parent.append(document.createElement('iframe'));
      });
      vi.stubGlobal('google', {
        accounts: {
          id: {
            initialize: (config: { callback: typeof giveCredential }) => {
              giveCredential = config.callback;
            },
            renderButton,
          },
        },
      });
      const { fetchMock, location } = await renderApp({
        url: '/sign-in?from=%2Flocations&l=en',
        config: { ...TEST_CONFIG, socialSignIn: { ...TEST_CONFIG.socialSignIn, google: 'web-client' } },
        handlers: { '/api/social-sign-in': signedIn() },
      });
      const region = await screen.findByRole('region', { name: 'Other ways to sign in' }, SLOW);
      expect((await scriptFrom('accounts.google.com')).src).toBe('https://accounts.google.com/gsi/client');
      await waitFor(() => expect(renderButton).toHaveBeenCalledTimes(1));
      const [parent, options] = renderButton.mock.calls[0] ?? [];
      expect(region).toContainElement(parent ?? null);
      expect(options).toMatchObject({ text: 'signin_with', locale: 'en' });
      // Only Google is set up: no other provider's button or script.
      expect(within(region).queryAllByRole('button')).toEqual([]);
      expect(providerScripts()).toHaveLength(1);

      giveCredential({ credential: 'google-id-token' });
      await waitFor(() => expect(location().pathname).toBe('/locations'), SLOW);
      expect(requestsTo(fetchMock, '/api/social-sign-in')).toEqual([
        { method: 'POST', body: { provider: 'google', token: 'google-id-token', language: 'en' } },
      ]);
      expect(JSON.parse(window.localStorage.getItem('roadbook.user') ?? 'null')).toEqual({
        id: DRIVER.id,
        language: 'en',
      });
    },
  );

  it(
    "signs up with Apple in the page's language, sending the name Apple gives only the first time",
    SLOW,
    async () => {
      window.localStorage.setItem('roadbook.stayConnected', 'true');
      const init = vi.fn();
      const appleSignIn = vi.fn(async () => ({
        authorization: { id_token: 'apple-id-token', code: 'code' },
        user: { email: 'ada@example.com', name: { firstName: 'Ada', lastName: 'Lovelace' } },
      }));
      vi.stubGlobal('AppleID', { auth: { init, signIn: appleSignIn } });
      const { user, fetchMock, location } = await renderApp({
        url: '/sign-up?l=fr',
        config: SOCIAL_CONFIG,
        handlers: { '/api/social-sign-in': signedIn({ ...DRIVER, language: 'fr' }) },
      });
      const region = await screen.findByRole('region', { name: 'Autres façons de se connecter' }, SLOW);
      const button = within(region).getByRole('button', { name: 'S’inscrire avec Apple' });
      expect(button).toBeDisabled();
      expect((await scriptFrom('appleid.cdn-apple.com')).src).toBe(
        'https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/fr_FR/appleid.auth.js',
      );
      await waitFor(() => expect(button).toBeEnabled());
      expect(init).toHaveBeenCalledWith({
        clientId: 'test.roadbook.web',
        scope: 'name email',
        redirectURI: 'http://localhost:3000/sign-in',
        usePopup: true,
      });

      await user.click(button);
      await waitFor(() => expect(location().pathname).toBe('/home'), SLOW);
      expect(requestsTo(fetchMock, '/api/social-sign-in')).toEqual([
        {
          method: 'POST',
          body: {
            provider: 'apple',
            token: 'apple-id-token',
            fullName: 'Ada Lovelace',
            stayConnected: true,
            language: 'fr',
          },
        },
      ]);
    },
  );

  it(
    'says nothing when the person closes the Facebook window, and shows the refusal of the API',
    SLOW,
    async () => {
      const answers = [
        { status: 'unknown', authResponse: null },
        { status: 'connected', authResponse: { accessToken: 'facebook-token', userID: '42' } },
      ];
      const init = vi.fn();
      const login = vi.fn((callback: (response: unknown) => void) => callback(answers.shift()));
      vi.stubGlobal('FB', { init, login });
      const { user, fetchMock, location } = await renderApp({
        url: '/sign-in?l=en',
        config: SOCIAL_CONFIG,
        handlers: { '/api/social-sign-in': () => errorResponse(401, 'auth.socialSignInFailed') },
      });
      const region = await screen.findByRole('region', { name: 'Other ways to sign in' }, SLOW);
      expect((await scriptFrom('connect.facebook.net')).src).toBe(
        'https://connect.facebook.net/en_US/sdk.js',
      );
      const button = within(region).getByRole('button', { name: 'Continue with Facebook' });
      await waitFor(() => expect(button).toBeEnabled());
      expect(init).toHaveBeenCalledWith({
        appId: '1234567890',
        version: 'v19.0',
        xfbml: false,
        cookie: false,
      });

      await user.click(button);
      expect(login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile,email' });
      expect(requestsTo(fetchMock, '/api/social-sign-in')).toEqual([]);
      expect(within(region).queryByRole('alert')).not.toBeInTheDocument();

      await user.click(button);
      expect(await within(region).findByRole('alert')).toHaveTextContent(
        'Sign-in with this provider failed. Please try again.',
      );
      expect(requestsTo(fetchMock, '/api/social-sign-in')).toEqual([
        { method: 'POST', body: { provider: 'facebook', token: 'facebook-token', language: 'en' } },
      ]);
      expect(location().pathname).toBe('/sign-in');
    },
  );

  it('says so when a provider cannot be loaded, and keeps its button off', SLOW, async () => {
    await renderApp({ url: '/sign-in?l=es', config: SOCIAL_CONFIG });
    const region = await screen.findByRole('region', { name: 'Otras formas de iniciar sesión' }, SLOW);
    await scriptFrom('connect.facebook.net', 'error');
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'No se ha podido cargar esta forma de iniciar sesión.',
    );
    expect(within(region).getByRole('button', { name: 'Continuar con Facebook' })).toBeDisabled();
  });
});
