import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { DRIVER, sessionHandlers, signedIn } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy routes would on first use, so their first load is not timed.
import '../layouts/HeaderLayout';
import './AccountPages';

const SLOW = { timeout: 15_000 };
const TOKEN = 'a1b2c3';
const LINK = `u=${DRIVER.id}&e=jane%40example.com&t=${TOKEN}&l=en`;
const CHECK = `/api/check-token/frontend/${DRIVER.id}/jane%40example.com/${TOKEN}`;

const tokenCheck = (purpose: 'activation' | 'passwordReset', hasPassword: boolean) => () =>
  jsonResponse({ purpose, hasPassword });
const expired = () => errorResponse(410, 'auth.activationLinkExpired');

describe('/activate', () => {
  it('activates an account that has its password at once, and signs the user in', SLOW, async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 1200px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { fetchMock } = await renderApp({
      url: `/activate?${LINK}`,
      handlers: {
        [CHECK]: tokenCheck('activation', true),
        '/api/activate': signedIn(),
        ...sessionHandlers(),
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is activated' }, SLOW),
    ).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/activate')).toEqual([
      { method: 'POST', body: { userId: DRIVER.id, token: TOKEN } },
    ]);
    expect(JSON.parse(window.localStorage.getItem('roadbook.user') ?? 'null')).toMatchObject({
      id: DRIVER.id,
    });
    // The header now has the user's menu.
    expect(await screen.findByRole('button', { name: 'Account menu of Jane Driver' }, SLOW)).toBeVisible();
  });

  it('asks an account without a password to choose one first', SLOW, async () => {
    const { user, fetchMock } = await renderApp({
      url: `/activate?${LINK}`,
      handlers: {
        [CHECK]: tokenCheck('activation', false),
        '/api/activate': signedIn(),
        ...sessionHandlers(),
      },
    });

    await user.type(await screen.findByLabelText('Password', {}, SLOW), 'secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-2');
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("Passwords don't match");
    expect(requestsTo(fetchMock, '/api/activate')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Activate my account' }));
    expect(await screen.findByRole('heading', { name: 'Your account is activated' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/activate')).toEqual([
      { method: 'POST', body: { userId: DRIVER.id, token: TOKEN, password: 'secret-1' } },
    ]);
  });

  it('says an expired link expired, and sends a new validation link', SLOW, async () => {
    const resendPath = '/api/resend/frontend/jane%40example.com/false';
    const { user, fetchMock } = await renderApp({
      url: `/activate?${LINK}`,
      handlers: { [CHECK]: expired, [resendPath]: () => jsonResponse({}) },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account activation link expired' }, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Activation email sent');
    expect(screen.getByRole('status')).toHaveTextContent('A new link was sent to jane@example.com.');
    expect(requestsTo(fetchMock, resendPath)).toEqual([{ method: 'POST', body: undefined }]);
    expect(requestsTo(fetchMock, '/api/activate')).toHaveLength(0);
  });

  it('says a link without its token is incomplete, and asks nothing', SLOW, async () => {
    const { fetchMock } = await renderApp({ url: `/activate?u=${DRIVER.id}&l=en` });
    expect(
      await screen.findByText(
        'This link is incomplete. Open it again from your email, or ask for a new one.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('check-token'))).toBe(false);
  });
});

describe('/reset-password', () => {
  it('sets the new password from the link and signs the user in', SLOW, async () => {
    const { user, fetchMock } = await renderApp({
      url: `/reset-password?${LINK}`,
      handlers: {
        [CHECK]: tokenCheck('passwordReset', true),
        '/api/activate': signedIn(),
        ...sessionHandlers(),
      },
    });

    await user.type(await screen.findByLabelText('New password', {}, SLOW), 'better-1');
    await user.type(screen.getByLabelText('Confirm password'), 'better-1');
    await user.click(screen.getByRole('button', { name: 'Save my new password' }));

    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/activate')).toEqual([
      { method: 'POST', body: { userId: DRIVER.id, token: TOKEN, password: 'better-1' } },
    ]);
    expect(window.localStorage.getItem('roadbook.user')).not.toBeNull();
  });

  it('says an expired reset link expired, and sends a new one', SLOW, async () => {
    const resendPath = '/api/resend/frontend/jane%40example.com/true';
    const { user, fetchMock } = await renderApp({
      url: `/reset-password?${LINK}`,
      handlers: { [CHECK]: expired, [resendPath]: () => jsonResponse({}) },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password reset link expired' }, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('A new link was sent to jane@example.com.'),
    );
    expect(requestsTo(fetchMock, resendPath)).toHaveLength(1);
  });
});

describe('/forgot-password', () => {
  it("says 'Email address not registered' on the field", SLOW, async () => {
    const { user } = await renderApp({
      url: '/forgot-password?l=en',
      handlers: {
        '/api/resend/frontend/nobody%40example.com/true': () => errorResponse(404, 'auth.emailNotRegistered'),
      },
    });
    await user.type(await screen.findByLabelText('Email address', {}, SLOW), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    const summary = await screen.findByRole('group', { name: 'Please fix errors' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Email address not registered',
    );
    // The form tells it: no toast besides.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends the reset link and says where to', SLOW, async () => {
    const { user, fetchMock } = await renderApp({
      url: '/forgot-password?l=en',
      handlers: { '/api/resend/frontend/jane%40example.com/true': () => jsonResponse({}) },
    });
    await user.type(await screen.findByLabelText('Email address', {}, SLOW), 'Jane@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(
      screen.getByText('We sent a link to jane@example.com. Open it to choose a new password.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/resend/frontend/jane%40example.com/true')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in?l=en');
  });
});
