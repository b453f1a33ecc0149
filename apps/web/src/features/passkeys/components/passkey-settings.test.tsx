import type { PasskeyList } from '@roadbook/domain/contracts/passkeys';
import enErrors from '@roadbook/i18n/locales/en/errors.json';
import esErrors from '@roadbook/i18n/locales/es/errors.json';
import frPasskeys from '@roadbook/i18n/locales/fr/passkeys.json';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { jsonResponse } from '@/testing/api-mock';
import {
  apiError,
  ATTESTATION,
  bodiesSentTo,
  enableWebAuthn,
  LAPTOP,
  methodsSentTo,
  PHONE,
  REGISTRATION_OPTIONS,
  webAuthnRefusal,
} from '@/testing/passkeys.fixture';
import { renderApp } from '@/testing/render-app';

import { PasskeySettings } from './PasskeySettings';

const webAuthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webAuthn);

const SLOW = { timeout: 15_000 };

const WORK_LAPTOP = {
  id: ATTESTATION.id,
  name: 'Work laptop',
  createdAt: '2026-05-01T12:00:00.000Z',
  lastUsedAt: null,
};

/** The settings with the API answering `handlers` (the list: PHONE and LAPTOP unless given). */
function renderSettings(
  url: string,
  handlers: Record<string, () => Response> = {},
  onSignInAgain: () => void = () => {},
) {
  return renderApp({
    url,
    handlers: {
      '/api/passkeys': () => jsonResponse({ passkeys: [PHONE, LAPTOP] }),
      '/api/passkeys/registration-options': () => jsonResponse(REGISTRATION_OPTIONS),
      ...handlers,
    },
    routes: () => [
      {
        path: '/',
        Component: () => (
          <Suspense fallback={null}>
            <PasskeySettings onSignInAgain={onSignInAgain} />
          </Suspense>
        ),
      },
    ],
  });
}

const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.firstElementChild?.firstElementChild?.textContent);

describe('PasskeySettings', () => {
  beforeEach(() => {
    webAuthn.startAuthentication.mockReset();
    webAuthn.startRegistration.mockReset();
    enableWebAuthn();
  });

  it('lists the passkeys with their names and dates', SLOW, async () => {
    await renderSettings('/?l=en');

    expect(await screen.findByRole('heading', { level: 2, name: 'Passkeys' }, SLOW)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Your passkeys' }, SLOW);
    const [phone, laptop] = within(list).getAllByRole('listitem');
    expect(phone).toHaveTextContent('My phone');
    expect(phone).toHaveTextContent('Added on Mar 2, 2026 · Last used on Mar 20, 2026');
    expect(laptop).toHaveTextContent('Chrome · Linux');
    expect(laptop).toHaveTextContent('Added on Apr 11, 2026 · Not used yet');
  });

  it('adds a passkey with the name given, and shows the new list', SLOW, async () => {
    webAuthn.startRegistration.mockResolvedValue(ATTESTATION);
    const { user } = await renderSettings('/?l=en', {
      '/api/passkeys/register': () => jsonResponse({ passkeys: [PHONE, LAPTOP, WORK_LAPTOP] }),
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const name = await screen.findByRole('textbox', { name: 'Name of the new passkey' }, SLOW);
    await user.type(name, '  Work laptop ');
    await user.click(screen.getByRole('button', { name: 'Add a passkey' }));

    const list = screen.getByRole('list', { name: 'Your passkeys' });
    await waitFor(() => expect(names(list)).toEqual(['My phone', 'Chrome · Linux', 'Work laptop']));
    expect(webAuthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: REGISTRATION_OPTIONS.options });
    expect(bodiesSentTo(fetchSpy, '/api/passkeys/register')).toEqual([
      { challengeId: REGISTRATION_OPTIONS.challengeId, name: 'Work laptop', response: ATTESTATION },
    ]);
    expect(name).toHaveValue('');
    expect(await screen.findByText('The passkey was added.')).toBeInTheDocument();
  });

  it('says in the page language that adding was cancelled, then clears it on success', SLOW, async () => {
    webAuthn.startRegistration.mockRejectedValueOnce(webAuthnRefusal('NotAllowedError'));
    webAuthn.startRegistration.mockResolvedValueOnce(ATTESTATION);
    const { user } = await renderSettings('/?l=fr', {
      '/api/passkeys/register': () => jsonResponse({ passkeys: [PHONE, LAPTOP, WORK_LAPTOP] }),
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const add = await screen.findByRole('button', { name: frPasskeys.settings.add }, SLOW);
    await user.click(add);
    expect(await screen.findByRole('alert')).toHaveTextContent(frPasskeys.settings.cancelled);
    expect(bodiesSentTo(fetchSpy, '/api/passkeys/register')).toEqual([]);

    await user.click(add);
    expect(await screen.findByText(frPasskeys.settings.created)).toBeInTheDocument();
    expect(screen.queryByText(frPasskeys.settings.cancelled)).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchSpy, '/api/passkeys/register')).toHaveLength(1);
  });

  it('says when the device already holds a passkey of the account', SLOW, async () => {
    webAuthn.startRegistration.mockRejectedValue(webAuthnRefusal('InvalidStateError'));
    const { user } = await renderSettings('/?l=fr');

    await user.click(await screen.findByRole('button', { name: frPasskeys.settings.add }, SLOW));

    expect(await screen.findByRole('alert')).toHaveTextContent(frPasskeys.settings.alreadyRegistered);
  });

  it('shows the refusal of the API in the page language, and keeps the list', SLOW, async () => {
    webAuthn.startRegistration.mockResolvedValue(ATTESTATION);
    const { user } = await renderSettings('/?l=es', {
      '/api/passkeys/register': () => apiError(401, 'auth.passkeyFailed'),
    });

    const list = await screen.findByRole('list', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Añadir una llave de acceso' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(esErrors.auth.passkeyFailed);
    expect(names(list)).toEqual(['My phone', 'Chrome · Linux']);
  });

  it('asks to sign in again when the sign-in is too old to add a passkey', SLOW, async () => {
    const onSignInAgain = vi.fn();
    const { user } = await renderSettings(
      '/?l=en',
      { '/api/passkeys/registration-options': () => apiError(401, 'auth.reauthenticationRequired') },
      onSignInAgain,
    );

    await user.click(await screen.findByRole('button', { name: 'Add a passkey' }, SLOW));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('For your security, confirm that it is you: sign in again');
    expect(webAuthn.startRegistration).not.toHaveBeenCalled();
    await user.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    expect(onSignInAgain).toHaveBeenCalledTimes(1);
  });

  it('removes a passkey', SLOW, async () => {
    const left: PasskeyList = { passkeys: [LAPTOP] };
    const { user } = await renderSettings('/?l=en', {
      [`/api/passkeys/${PHONE.id}`]: () => jsonResponse(left),
    });
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    const list = await screen.findByRole('list', { name: 'Your passkeys' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Remove the passkey “My phone”' }));

    await waitFor(() => expect(names(list)).toEqual(['Chrome · Linux']));
    expect(methodsSentTo(fetchSpy, `/api/passkeys/${PHONE.id}`)).toEqual(['DELETE']);
    expect(await screen.findByText('The passkey was removed.')).toBeInTheDocument();
  });

  it('says why a passkey could not be removed', SLOW, async () => {
    const { user } = await renderSettings('/?l=en', {
      [`/api/passkeys/${PHONE.id}`]: () => apiError(404, 'common.notFound'),
    });

    await user.click(await screen.findByRole('button', { name: 'Remove the passkey “My phone”' }, SLOW));

    expect(await screen.findByRole('alert')).toHaveTextContent(enErrors.common.notFound);
  });

  it('still lists and removes passkeys in a browser that cannot create them', SLOW, async () => {
    vi.unstubAllGlobals();
    await renderSettings('/?l=en');

    expect(await screen.findByRole('list', { name: 'Your passkeys' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/This browser cannot create passkeys/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a passkey' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Remove the passkey/ })).toHaveLength(2);
  });

  it('says when the list cannot be loaded, and loads it again', SLOW, async () => {
    let answer = () => apiError(401, 'auth.unauthenticated');
    const { user } = await renderSettings('/?l=en', { '/api/passkeys': () => answer() });

    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Your passkeys could not be loaded.');
    answer = () => jsonResponse({ passkeys: [] });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('You have no passkey yet.')).toBeInTheDocument();
  });
});
