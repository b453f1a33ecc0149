import type { User } from '@roadbook/domain/contracts/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import { accountHandlers, answersUser, type ApiHandlers } from '@/testing/settings.fixture';

// Loaded before the tests, as the lazy routes would on first use, so their first load is not timed.
import '../layouts/HeaderLayout';
import './SettingsPages';
import './AccountPages';

const SLOW = { timeout: 15_000 };
const SOCIAL_DRIVER: User = { ...DRIVER, hasPassword: false };

function renderLeaving(url: string, account: User, handlers: ApiHandlers) {
  storeSignedInUser(account);
  window.sessionStorage.setItem('roadbook.checkout', 'draft');
  return renderApp({ url, handlers: { ...accountHandlers(account), ...handlers } });
}

describe('/delete-my-account', () => {
  it('sends a visitor to /sign-in, which will bring them back', SLOW, async () => {
    const { location } = await renderApp({ url: '/delete-my-account?l=en' });
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe('/delete-my-account?l=en');
  });

  it('says what is removed and kept, and that a receipt follows', SLOW, async () => {
    await renderLeaving('/delete-my-account?l=en', DRIVER, {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Delete my account' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What is kept' })).toHaveTextContent(
      'Your bookings, which we must keep for accounting: they stay, anonymised',
    );
    expect(screen.getByRole('region', { name: 'What is removed' })).toHaveTextContent("driver's licence");
    expect(screen.getByText('We will send a receipt to jane@example.com.')).toBeInTheDocument();
  });

  it("says 'Wrong password' by the field, and deletes nothing", SLOW, async () => {
    const { user } = await renderLeaving('/delete-my-account?l=en', DRIVER, {
      '/api/delete-my-account': () => errorResponse(400, 'auth.wrongPassword'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my account permanently' }, SLOW));
    expect(await screen.findByRole('group', { name: 'Please fix errors' })).toHaveTextContent(
      'Please fill in the field: Password',
    );

    await user.type(screen.getByLabelText('Password'), 'guess-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
        'Type your password to confirm that it is you. Wrong password',
      ),
    );
    expect(window.localStorage.getItem('roadbook.user')).not.toBeNull();
  });

  it('deletes the account: signed out, the device forgets everything, goodbye', SLOW, async () => {
    const { user, fetchMock } = await renderLeaving('/delete-my-account?l=en', DRIVER, {
      '/api/delete-my-account': () => jsonResponse({}),
    });
    await user.type(await screen.findByLabelText('Password', {}, SLOW), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));

    const goodbye = await screen.findByRole('heading', { level: 1, name: 'Your account has been deleted' });
    expect(goodbye).toHaveFocus();
    expect(
      screen.getByText('You are signed out. A receipt is on its way to jane@example.com.'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/delete-my-account')).toEqual([
      { method: 'POST', body: { password: 'secret-1' } },
    ]);
    expect(window.localStorage.getItem('roadbook.user')).toBeNull();
    expect(window.sessionStorage.getItem('roadbook.checkout')).toBeNull();
    // The header is a visitor's again.
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home?l=en');
  });

  it('asks an account without a password to sign in again, and brings it back', SLOW, async () => {
    const { user, fetchMock, location } = await renderLeaving('/delete-my-account?l=en', SOCIAL_DRIVER, {
      '/api/delete-my-account': () => errorResponse(401, 'auth.reauthenticationRequired'),
    });
    expect(await screen.findByText(/Your account has no password/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete my account permanently' }));
    expect(requestsTo(fetchMock, '/api/delete-my-account')).toEqual([{ method: 'POST', body: {} }]);

    const notice = await screen.findByText(/For your security, confirm that it is you/);
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));

    await waitFor(() => expect(location().pathname).toBe('/sign-in'));
    expect(new URLSearchParams(location().search).get('from')).toBe('/delete-my-account?l=en');
    expect(requestsTo(fetchMock, '/api/sign-out')).toHaveLength(1);
    expect(window.localStorage.getItem('roadbook.user')).toBeNull();
  });
});

describe('/delete-my-data', () => {
  it('deletes the data, keeps the account and this session, and says what happened', SLOW, async () => {
    const { user, fetchMock } = await renderLeaving('/delete-my-data?l=en', DRIVER, {
      '/api/delete-my-data': answersUser(DRIVER, () => ({ phone: null, birthDate: null })),
    });
    const kept = await screen.findByRole('region', { name: 'What is kept' }, SLOW);
    expect(within(kept).getByText('Your name, your email address and your password')).toBeInTheDocument();
    expect(screen.getByText('We will send a receipt to jane@example.com.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));

    const done = await screen.findByRole('heading', { level: 1, name: 'Your data has been deleted' });
    expect(done).toHaveFocus();
    expect(screen.getByText(/A receipt is on its way to jane@example.com/)).toHaveTextContent(
      'You stay signed in on this device; your other devices have been signed out.',
    );
    expect(requestsTo(fetchMock, '/api/delete-my-data')).toEqual([
      { method: 'POST', body: { password: 'secret-1' } },
    ]);
    expect(window.localStorage.getItem('roadbook.user')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose a password' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my settings' })).toHaveAttribute(
      'href',
      '/settings?l=en',
    );
  });

  it('asks an account left without any way in to choose a password', SLOW, async () => {
    const { user } = await renderLeaving('/delete-my-data?l=en', SOCIAL_DRIVER, {
      '/api/delete-my-data': answersUser(SOCIAL_DRIVER),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete my data' }, SLOW));
    expect(await screen.findByRole('link', { name: 'Choose a password' })).toHaveAttribute(
      'href',
      '/change-password?l=en',
    );
  });

  it('shows an unexpected refusal above the form', SLOW, async () => {
    const { user } = await renderLeaving('/delete-my-data?l=en', DRIVER, {
      '/api/delete-my-data': () => errorResponse(429, 'common.rateLimited'),
    });
    await user.type(await screen.findByLabelText('Password', {}, SLOW), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Delete my data' }));
    const summary = await screen.findByRole('group');
    expect(summary).toHaveFocus();
    expect(window.localStorage.getItem('roadbook.user')).not.toBeNull();
  });
});
