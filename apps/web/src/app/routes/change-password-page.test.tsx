import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, sessionEnded, sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy routes would on first use, so their first load is not timed.
import '../layouts/HeaderLayout';

import './AccountPages';

const SLOW = { timeout: 15_000 };
const HAS_PASSWORD = `/api/has-password/${DRIVER.id}`;

function handlers(hasPassword: boolean, changePassword: () => Response = () => jsonResponse({})) {
  return {
    ...sessionHandlers(),
    [HAS_PASSWORD]: () => jsonResponse({ hasPassword }),
    '/api/change-password': changePassword,
  };
}

async function fill(user: Awaited<ReturnType<typeof renderApp>>['user'], current: string, next: string) {
  await user.type(await screen.findByLabelText('Current password', {}, SLOW), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Confirm password'), next);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('/change-password', () => {
  it('sends a visitor to /sign-in, which will bring them back', SLOW, async () => {
    const { location, fetchMock } = await renderApp({ url: '/change-password?l=en' });
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe('/change-password?l=en');
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContain(HAS_PASSWORD);
  });

  it("changes the password: 'Changes made successfully', and the form is empty again", SLOW, async () => {
    storeSignedInUser();
    const { user, fetchMock } = await renderApp({ url: '/change-password?l=en', handlers: handlers(true) });
    await fill(user, 'secret-1', 'better-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Changes made successfully');
    expect(requestsTo(fetchMock, '/api/change-password')).toEqual([
      {
        method: 'POST',
        body: { currentPassword: 'secret-1', newPassword: 'better-1', confirmPassword: 'better-1' },
      },
    ]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("says 'Wrong password' on the current password", SLOW, async () => {
    storeSignedInUser();
    const { user } = await renderApp({
      url: '/change-password?l=en',
      handlers: handlers(true, () => errorResponse(400, 'auth.wrongPassword')),
    });
    await fill(user, 'guess-1', 'better-1');

    const summary = await screen.findByRole('group', { name: 'Please fix errors' });
    expect(within(summary).getByRole('link', { name: 'Wrong password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Wrong password');
  });

  it('asks for a new password, before sending and when the API says it is the same', SLOW, async () => {
    storeSignedInUser();
    const { user, fetchMock } = await renderApp({
      url: '/change-password?l=en',
      handlers: handlers(true, () =>
        errorResponse(400, 'common.invalidRequest', {
          fields: [{ path: 'newPassword', in: 'body', code: 'validation.chooseNewPassword' }],
        }),
      ),
    });
    await fill(user, 'secret-1', 'secret-1');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 6 characters Please choose a new password',
    );
    expect(requestsTo(fetchMock, '/api/change-password')).toHaveLength(0);

    // The API's own check (a password it knows under another spelling, say) lands on the same field.
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'better-1');
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'better-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        'At least 6 characters Please choose a new password',
      ),
    );
    expect(requestsTo(fetchMock, '/api/change-password')).toHaveLength(1);
  });

  it('asks only for the new password when the account has none yet', SLOW, async () => {
    storeSignedInUser();
    const { user, fetchMock } = await renderApp({ url: '/change-password?l=en', handlers: handlers(false) });
    await user.type(await screen.findByLabelText('New password', {}, SLOW), 'first-1');
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'first-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('alert');
    expect(requestsTo(fetchMock, '/api/change-password')).toEqual([
      { method: 'POST', body: { newPassword: 'first-1', confirmPassword: 'first-1' } },
    ]);
  });

  it('asks to sign in again before a first password when the sign-in is not recent', SLOW, async () => {
    storeSignedInUser();
    const { user, location } = await renderApp({
      url: '/change-password?l=en',
      handlers: handlers(false, () => errorResponse(401, 'auth.reauthenticationRequired')),
    });
    await user.type(await screen.findByLabelText('New password', {}, SLOW), 'first-1');
    await user.type(screen.getByLabelText('Confirm password'), 'first-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('sign in again, then come back here within 10 minutes');
    await user.click(within(notice).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe('/change-password?l=en');
  });

  it(
    'signs the user out when the API says the session has ended, and keeps the page to come back to',
    SLOW,
    async () => {
      storeSignedInUser();
      const { user, location } = await renderApp({
        url: '/change-password?l=en',
        handlers: handlers(true, sessionEnded),
      });
      await fill(user, 'secret-1', 'better-1');

      await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
      expect(new URLSearchParams(location().search).get('from')).toBe('/change-password?l=en');
      expect(window.localStorage.getItem('roadbook.user')).toBeNull();
      expect(await screen.findByRole('heading', { name: 'Sign in to Roadbook' }, SLOW)).toBeInTheDocument();
    },
  );
});
