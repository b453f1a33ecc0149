import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, signedIn } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '../layouts/PlainLayout';
import './AccountPages';

const SLOW = { timeout: 15_000 };

async function fillSignIn(user: Awaited<ReturnType<typeof renderApp>>['user'], password = 'secret-1') {
  await user.type(await screen.findByLabelText('Email address', {}, SLOW), 'Jane@Example.com');
  await user.type(screen.getByLabelText('Password'), password);
}

describe('/sign-in', () => {
  it('shows the two tabs as links, without the header, keeping where the user was going', SLOW, async () => {
    await renderApp({ url: '/sign-in?from=%2Fchange-password&l=en' });

    const tabs = within(
      await screen.findByRole('navigation', { name: 'Sign in or create an account' }, SLOW),
    );
    expect(tabs.getByRole('link', { name: 'Sign in' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/sign-up?from=%2Fchange-password&l=en',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to Roadbook' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password?l=en',
    );
    expect(screen.getByRole('checkbox', { name: 'Stay connected' })).not.toBeChecked();
  });

  it('tells what is missing next to each field and in a summary that takes the focus', SLOW, async () => {
    const { user, fetchMock } = await renderApp({ url: '/sign-in?l=en' });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }, SLOW));

    const summary = screen.getByRole('group', { name: 'Please fix errors' });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Please fill in the fields: Email address, Password' }),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please fill in the field: Email address');
    expect(requestsTo(fetchMock, '/api/sign-in/frontend')).toHaveLength(0);

    await user.type(email, 'not an address');
    expect(email).toHaveAccessibleDescription('Invalid email address');
  });

  it(
    'signs in, remembers the user and the choice to stay connected, and goes back where the user was going',
    SLOW,
    async () => {
      const { user, fetchMock, location } = await renderApp({
        url: '/sign-in?from=%2Fsearch%3Fpickup%3Dx&l=en',
        handlers: { '/api/sign-in/frontend': signedIn() },
      });
      await fillSignIn(user);
      await user.click(screen.getByRole('checkbox', { name: 'Stay connected' }));
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      await waitFor(() => expect(location().pathname).toBe('/search'), SLOW);
      expect(location().search).toBe('?pickup=x');
      expect(requestsTo(fetchMock, '/api/sign-in/frontend')).toEqual([
        { method: 'POST', body: { email: 'jane@example.com', password: 'secret-1', stayConnected: true } },
      ]);
      expect(JSON.parse(window.localStorage.getItem('roadbook.user') ?? 'null')).toEqual({
        id: DRIVER.id,
        language: 'en',
      });
      expect(window.localStorage.getItem('roadbook.stayConnected')).toBe('true');
      // The sign-in answered who is signed in: no second request for it.
      expect(requestsTo(fetchMock, '/api/validate-access-token')).toHaveLength(0);
    },
  );

  it('goes home after signing in when nothing says where, in the language of the user', SLOW, async () => {
    const { user, location, i18n } = await renderApp({
      url: '/sign-in',
      handlers: { '/api/sign-in/frontend': signedIn({ ...DRIVER, language: 'fr' }) },
    });
    // No `l`: the page starts in the marketplace's default language (es).
    await user.type(await screen.findByLabelText('Correo electrónico', {}, SLOW), 'jane@example.com');
    await user.type(screen.getByLabelText('Contraseña'), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(location().pathname).toBe('/home'), SLOW);
    expect(i18n.language).toBe('fr');
  });

  it.each([
    [401, 'auth.incorrectCredentials', 'Incorrect email or password'],
    [403, 'auth.accountSuspended', 'Your account is suspended'],
  ])('shows the refusal %i %s in the summary', SLOW, async (status, code, message) => {
    const { user, location } = await renderApp({
      url: '/sign-in?l=en',
      handlers: { '/api/sign-in/frontend': () => errorResponse(status, code) },
    });
    await fillSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByRole('group', { name: message });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(location().pathname).toBe('/sign-in');
    expect(window.localStorage.getItem('roadbook.user')).toBeNull();
  });

  it('says how long to wait after too many failures, and where the emailed link is', SLOW, async () => {
    const { user } = await renderApp({
      url: '/sign-in?l=en',
      handlers: {
        '/api/sign-in/frontend': () => errorResponse(429, 'auth.signInDelayed', { count: 15 }),
      },
    });
    await fillSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByRole('group', {
      name:
        'Too many failed sign-in attempts. Please try again in 15 seconds, or choose “Forgot your ' +
        'password?” to receive a link by email.',
    });
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
  });

  it('puts the fields the API refuses on their fields', SLOW, async () => {
    const { user } = await renderApp({
      url: '/sign-in?l=en',
      handlers: {
        '/api/sign-in/frontend': () =>
          errorResponse(400, 'common.invalidRequest', {
            fields: [{ path: 'email', in: 'body', code: 'validation.invalidEmail' }],
          }),
      },
    });
    await fillSignIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const summary = await screen.findByRole('group', { name: 'Please fix errors' });
    expect(within(summary).getByRole('link', { name: 'Invalid email address' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Invalid email address');
  });

  it('sends a signed-in user on to where they were going', SLOW, async () => {
    window.localStorage.setItem('roadbook.user', JSON.stringify({ id: DRIVER.id, language: 'en' }));
    const { location } = await renderApp({
      url: '/sign-in?from=%2Flocations&l=en',
      handlers: { '/api/validate-access-token': signedIn(), '/api/locations': () => jsonResponse({}) },
    });
    await waitFor(() => expect(location().pathname).toBe('/locations'), SLOW);
  });
});

describe('/sign-up', () => {
  const TODAY = new Date();
  const ADULT = `${TODAY.getFullYear() - 30}-01-15`;
  const TOO_YOUNG = `${TODAY.getFullYear() - 18}-01-15`;

  async function fillSignUp(user: Awaited<ReturnType<typeof renderApp>>['user'], birthDate = ADULT) {
    await user.type(await screen.findByLabelText('Full name', {}, SLOW), 'Jane Driver');
    await user.type(screen.getByLabelText('Email address'), 'jane@example.com');
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
    await user.type(screen.getByLabelText('Birth date'), birthDate);
    await user.type(screen.getByLabelText('Password'), 'secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret-1');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }));
  }

  it("checks the form with the sign-up's rules: age, matching passwords, the terms", SLOW, async () => {
    const { user, fetchMock } = await renderApp({ url: '/sign-up?l=en' });
    await fillSignUp(user, TOO_YOUNG);
    await user.clear(screen.getByLabelText('Confirm password'));
    await user.type(screen.getByLabelText('Confirm password'), 'secret-2');
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const summary = screen.getByRole('group', { name: 'Please fix errors' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'You must be at least 21 years old',
      "Passwords don't match",
      'Please accept the Terms of Use',
    ]);
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms of Use' })).toHaveAccessibleDescription(
      'Please accept the Terms of Use',
    );
    expect(requestsTo(fetchMock, '/api/sign-up')).toHaveLength(0);
  });

  it('tells that an address is already registered when the field is left', SLOW, async () => {
    const { user } = await renderApp({
      url: '/sign-up?l=en',
      handlers: { '/api/validate-email': () => errorResponse(409, 'validation.emailAlreadyRegistered') },
    });
    await user.type(await screen.findByLabelText('Email address', {}, SLOW), 'jane@example.com');
    await user.tab();

    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        'This email address is already registered',
      ),
    );
  });

  it('shows an address the API finds already registered on the email field', SLOW, async () => {
    const { user } = await renderApp({
      url: '/sign-up?l=en',
      handlers: {
        '/api/validate-email': () => jsonResponse({}),
        '/api/sign-up': () => errorResponse(409, 'validation.emailAlreadyRegistered'),
      },
    });
    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create my account' }));

    const summary = await screen.findByRole('group', { name: 'Please fix errors' });
    expect(
      within(summary).getByRole('link', { name: 'This email address is already registered' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it(
    'signs up in the page language, then says to check the inbox and can send the email again',
    SLOW,
    async () => {
      const { user, fetchMock } = await renderApp({
        url: '/sign-up?l=en',
        handlers: {
          '/api/validate-email': () => jsonResponse({}),
          '/api/sign-up': () => jsonResponse({ email: 'jane@example.com' }, 201),
          '/api/resend/frontend/jane%40example.com/false': () => jsonResponse({}),
        },
      });
      await fillSignUp(user);
      await user.click(screen.getByRole('button', { name: 'Create my account' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toHaveFocus();
      expect(screen.getByText('Activation email sent')).toBeInTheDocument();
      expect(requestsTo(fetchMock, '/api/sign-up')).toEqual([
        {
          method: 'POST',
          body: {
            fullName: 'Jane Driver',
            email: 'jane@example.com',
            phone: '+44 20 7946 0958',
            birthDate: ADULT,
            password: 'secret-1',
            confirmPassword: 'secret-1',
            acceptTerms: true,
            language: 'en',
          },
        },
      ]);

      await user.click(screen.getByRole('button', { name: 'Send the email again' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Activation email sent');
      expect(requestsTo(fetchMock, '/api/resend/frontend/jane%40example.com/false')).toHaveLength(1);
    },
  );
});
