import type { User } from '@roadbook/domain/contracts/accounts';
import enErrors from '@roadbook/i18n/locales/en/errors.json';
import frPasskeys from '@roadbook/i18n/locales/fr/passkeys.json';
import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/api-mock';
import {
  apiError,
  ASSERTION,
  bodiesSentTo,
  DRIVER,
  enableWebAuthn,
  SIGN_IN_OPTIONS,
  webAuthnRefusal,
} from '@/testing/passkeys.fixture';
import { renderApp } from '@/testing/render-app';

import { PasskeySignInButton } from './PasskeySignInButton';

const webAuthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webAuthn);

const SLOW = { timeout: 15_000 };

/** Shows once the passkeys catalogue is loaded, within the same boundary as the button. */
function Loaded() {
  const { t } = useTranslation('passkeys');
  return <h1>{t('settings.heading')}</h1>;
}

function renderButton(url: string, onSignedIn: (user: User) => void, handlers = {}) {
  return renderApp({
    url,
    handlers: {
      '/api/passkeys/sign-in-options': () => jsonResponse(SIGN_IN_OPTIONS),
      '/api/passkeys/sign-in': () => jsonResponse({ user: DRIVER }),
      ...handlers,
    },
    routes: () => [
      {
        path: '/',
        Component: () => (
          <Suspense fallback={null}>
            <Loaded />
            <PasskeySignInButton onSignedIn={onSignedIn} stayConnected />
          </Suspense>
        ),
      },
    ],
  });
}

describe('PasskeySignInButton', () => {
  beforeEach(() => {
    webAuthn.startAuthentication.mockReset();
    webAuthn.startRegistration.mockReset();
  });

  it('signs in with the passkey the device chose and hands the account to the page', SLOW, async () => {
    enableWebAuthn();
    webAuthn.startAuthentication.mockResolvedValue(ASSERTION);
    const onSignedIn = vi.fn();
    const { user } = await renderButton('/?l=en', onSignedIn);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }, SLOW));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(DRIVER));
    expect(webAuthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: SIGN_IN_OPTIONS.options });
    expect(bodiesSentTo(fetchSpy, '/api/passkeys/sign-in')).toEqual([
      { challengeId: SIGN_IN_OPTIONS.challengeId, response: ASSERTION, stayConnected: true },
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown in a browser without WebAuthn', SLOW, async () => {
    const onSignedIn = vi.fn();
    await renderButton('/?l=en', onSignedIn);
    expect(await screen.findByRole('heading', { name: 'Passkeys' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says, in the page language, that the device ceremony was cancelled', SLOW, async () => {
    enableWebAuthn();
    webAuthn.startAuthentication.mockRejectedValue(webAuthnRefusal('NotAllowedError'));
    const onSignedIn = vi.fn();
    const { user } = await renderButton('/?l=fr', onSignedIn);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await user.click(await screen.findByRole('button', { name: frPasskeys.signIn.button }, SLOW));

    expect(await screen.findByRole('alert')).toHaveTextContent(frPasskeys.signIn.cancelled);
    expect(bodiesSentTo(fetchSpy, '/api/passkeys/sign-in')).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the refusal of the API, and clears it when the next attempt succeeds', SLOW, async () => {
    enableWebAuthn();
    webAuthn.startAuthentication.mockResolvedValue(ASSERTION);
    let answer = () => apiError(401, 'auth.passkeyFailed');
    const onSignedIn = vi.fn();
    const { user } = await renderButton('/?l=en', onSignedIn, {
      '/api/passkeys/sign-in': () => answer(),
    });

    const button = await screen.findByRole('button', { name: 'Sign in with a passkey' }, SLOW);
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(enErrors.auth.passkeyFailed);
    expect(onSignedIn).not.toHaveBeenCalled();

    answer = () => jsonResponse({ user: DRIVER });
    await user.click(button);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(DRIVER));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
