import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { errorResponse, jsonResponse, requestsTo, TEST_CONFIG } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy routes would on first use, so their first load is not timed.
import '../layouts/PlainLayout';
import './JoinPages';

const SLOW = { timeout: 15_000 };

type User = Awaited<ReturnType<typeof renderApp>>['user'];

function recaptchaScripts() {
  return [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]')];
}

afterEach(() => {
  for (const script of recaptchaScripts()) script.remove();
});

async function fillSupplierLead(user: User, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Company'), 'Costa Rent');
  await user.type(within(form).getByLabelText('Full name'), 'Lucía Costa');
  await user.type(within(form).getByLabelText('Email address'), 'lucia@costa-rent.example');
  await user.type(within(form).getByLabelText('Message (optional)'), '40 cars in Seville and Málaga');
  await user.click(within(form).getByRole('button', { name: 'Send' }));
}

async function fillSignUp(user: User, form: HTMLElement) {
  await user.type(within(form).getByLabelText('Company name'), 'Costa Rent');
  await user.type(within(form).getByLabelText('Email address'), 'hello@costa-rent.example');
  await user.type(within(form).getByLabelText('Phone'), '+34 612 34 56 78');
  await user.type(within(form).getByLabelText('Password'), 'secret-1');
  await user.type(within(form).getByLabelText('Confirm password'), 'secret-1');
  await user.click(within(form).getByRole('checkbox', { name: 'I accept the Terms of Use' }));
  await user.click(within(form).getByRole('button', { name: 'Create my agency account' }));
}

describe('/suppliers/join', () => {
  it(
    'says why to rent through Roadbook, without the header, and loads no reCAPTCHA while it is off',
    SLOW,
    async () => {
      await renderApp({ url: '/suppliers/join?l=en' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Rent out your vehicles on Roadbook' }, SLOW),
      ).toBeInTheDocument();
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
      const reasons = screen.getByRole('region', { name: 'Why rent through Roadbook' });
      for (const reason of [
        'No subscription',
        'Your prices, your rules',
        'Your pick-up places',
        'Paid your way',
      ]) {
        expect(within(reasons).getByRole('heading', { name: reason })).toBeInTheDocument();
      }
      await waitFor(() => expect(document.title).toBe('Rent out your vehicles · Roadbook'));
      expect(recaptchaScripts()).toEqual([]);
    },
  );

  it('checks the lead form with its schema before sending anything', SLOW, async () => {
    const { user, fetchMock } = await renderApp({ url: '/suppliers/join?l=en' });
    const form = await screen.findByRole('region', { name: 'Rather talk to us first?' }, SLOW);
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    const summary = await within(form).findByRole('group', { name: 'Please fix errors' });
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent('Please fill in the fields: Company, Full name, Email address');
    expect(within(form).getByLabelText('Company')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, '/api/supplier-lead-capture')).toEqual([]);
  });

  it("sends a new lead: 'thanks, we'll be in touch'", SLOW, async () => {
    const { user, fetchMock } = await renderApp({
      url: '/suppliers/join?l=en',
      handlers: { '/api/supplier-lead-capture': () => jsonResponse({ status: 'created' }, 201) },
    });
    await fillSupplierLead(
      user,
      await screen.findByRole('region', { name: 'Rather talk to us first?' }, SLOW),
    );

    const done = await screen.findByRole('heading', { name: "Thank you, we'll be in touch" });
    expect(done).toHaveFocus();
    expect(requestsTo(fetchMock, '/api/supplier-lead-capture')).toEqual([
      {
        method: 'POST',
        body: {
          company: 'Costa Rent',
          fullName: 'Lucía Costa',
          email: 'lucia@costa-rent.example',
          message: '40 cars in Seville and Málaga',
          language: 'en',
        },
      },
    ]);
  });

  it('says when the request was already there and is updated', SLOW, async () => {
    const { user } = await renderApp({
      url: '/suppliers/join?l=en',
      handlers: { '/api/supplier-lead-capture': () => jsonResponse({ status: 'updated' }) },
    });
    await fillSupplierLead(
      user,
      await screen.findByRole('region', { name: 'Rather talk to us first?' }, SLOW),
    );
    expect(await screen.findByRole('heading', { name: 'We already have your request' })).toBeInTheDocument();
    expect(screen.getByText(/We have updated it with the details you just sent/)).toBeInTheDocument();
  });

  it('signs the agency up: check your inbox', SLOW, async () => {
    const { user, fetchMock } = await renderApp({
      url: '/suppliers/join?l=en',
      handlers: { '/api/supplier-sign-up': () => jsonResponse({ email: 'hello@costa-rent.example' }, 201) },
    });
    await fillSignUp(user, await screen.findByRole('region', { name: 'Create your agency account' }, SLOW));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toHaveFocus();
    expect(screen.getByText(/We sent an activation email to hello@costa-rent.example/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/supplier-sign-up')).toEqual([
      {
        method: 'POST',
        body: {
          fullName: 'Costa Rent',
          email: 'hello@costa-rent.example',
          phone: '+34 612 34 56 78',
          password: 'secret-1',
          confirmPassword: 'secret-1',
          acceptTerms: true,
          language: 'en',
        },
      },
    ]);
  });

  it('says by the field that the address is already registered', SLOW, async () => {
    const { user } = await renderApp({
      url: '/suppliers/join?l=en',
      handlers: { '/api/supplier-sign-up': () => errorResponse(409, 'validation.emailAlreadyRegistered') },
    });
    const form = await screen.findByRole('region', { name: 'Create your agency account' }, SLOW);
    await fillSignUp(user, form);

    const summary = await within(form).findByRole('group', { name: 'Please fix errors' });
    expect(
      within(summary).getByRole('link', { name: 'This email address is already registered' }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Email address')).toHaveAccessibleDescription(
      'Your activation link and your bookings are sent here. This email address is already registered',
    );
  });

  it('loads reCAPTCHA when it is on, and sends its token with the form', SLOW, async () => {
    const execute = vi.fn(async () => 'recaptcha-token');
    vi.stubGlobal('grecaptcha', { ready: (callback: () => void) => callback(), execute });
    const { user, fetchMock } = await renderApp({
      url: '/suppliers/join?l=en',
      config: { ...TEST_CONFIG, recaptchaSiteKey: 'site-key-1' },
      handlers: { '/api/supplier-lead-capture': () => jsonResponse({ status: 'created' }, 201) },
    });
    const form = await screen.findByRole('region', { name: 'Rather talk to us first?' }, SLOW);
    await waitFor(() => expect(recaptchaScripts()).toHaveLength(1));
    const [script] = recaptchaScripts();
    expect(script?.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');
    script?.dispatchEvent(new Event('load'));

    await fillSupplierLead(user, form);
    await screen.findByRole('heading', { name: "Thank you, we'll be in touch" });
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'supplier_lead' });
    expect(requestsTo(fetchMock, '/api/supplier-lead-capture')[0]?.body).toMatchObject({
      recaptchaToken: 'recaptcha-token',
    });
  });

  it("says 'reCAPTCHA error' when the API refuses the token", SLOW, async () => {
    const { user } = await renderApp({
      url: '/suppliers/join?l=en',
      handlers: { '/api/supplier-lead-capture': () => errorResponse(400, 'auth.recaptcha') },
    });
    const form = await screen.findByRole('region', { name: 'Rather talk to us first?' }, SLOW);
    await fillSupplierLead(user, form);
    expect(await within(form).findByRole('group', { name: 'reCAPTCHA error' })).toHaveFocus();
  });
});

describe('/drivers/join', () => {
  it('says why to drive with Roadbook and sends a driver’s request', SLOW, async () => {
    const { user, fetchMock } = await renderApp({
      url: '/drivers/join?l=en',
      handlers: { '/api/driver-lead-capture': () => jsonResponse({ status: 'created' }, 201) },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Drive with Roadbook' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Why drive with Roadbook' })).toHaveTextContent(
      'The full price up front',
    );
    const form = screen.getByRole('region', { name: 'Tell us what you need' });
    expect(within(form).queryByLabelText('Company')).not.toBeInTheDocument();
    await user.type(within(form).getByLabelText('Full name'), 'Jane Driver');
    await user.type(within(form).getByLabelText('Email address'), 'jane@example.com');
    await user.type(within(form).getByLabelText('Phone (optional)'), '+44 20 7946 0958');
    await user.click(within(form).getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('heading', { name: "Thank you, we'll be in touch" })).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/driver-lead-capture')).toEqual([
      {
        method: 'POST',
        body: {
          fullName: 'Jane Driver',
          email: 'jane@example.com',
          phone: '+44 20 7946 0958',
          company: null,
          message: null,
          language: 'en',
        },
      },
    ]);
  });

  it('says so in French when the request is updated', SLOW, async () => {
    const { user } = await renderApp({
      url: '/drivers/join?l=fr',
      handlers: { '/api/driver-lead-capture': () => jsonResponse({ status: 'updated' }) },
    });
    const form = await screen.findByRole('region', { name: 'Dites-nous ce qu’il vous faut' }, SLOW);
    await user.type(within(form).getByLabelText('Nom complet'), 'Jeanne Conductrice');
    await user.type(within(form).getByLabelText('Adresse e-mail'), 'jeanne@example.com');
    await user.type(within(form).getByLabelText('Téléphone (facultatif)'), 'pas de téléphone');
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(within(form).getByLabelText('Téléphone (facultatif)')).toHaveAccessibleDescription(
      expect.stringContaining('Numéro de téléphone invalide'),
    );

    await user.clear(within(form).getByLabelText('Téléphone (facultatif)'));
    await user.click(within(form).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('heading', { name: 'Nous avons déjà votre demande' })).toBeInTheDocument();
  });
});
