import { SITE_STORAGE } from '@roadbook/domain/site-storage';
import enInfo from '@roadbook/i18n/locales/en/info.json';
import frLegal from '@roadbook/i18n/locales/fr/legal.json';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DRIVER, sessionHandlers, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo, TEST_CONFIG } from '@/testing/api-mock';
import { bookingsApi, PAID } from '@/testing/bookings.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '../layouts/HeaderLayout';
import './InformationPages';
import './ContactPages';

const SLOW = { timeout: 15_000 };
const TOKEN = 'a'.repeat(43);

describe('the legal pages', () => {
  it('/privacy in French: its effective date, contents and sections', SLOW, async () => {
    await renderApp({ url: '/privacy?l=fr' });

    expect(
      await screen.findByRole('heading', { level: 1, name: frLegal.privacy.title }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByText('Date d’entrée en vigueur : 15 juillet 2025')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: frLegal.common.contents });
    const entries = within(contents).getAllByRole('link');
    expect(entries).toHaveLength(Object.keys(frLegal.privacy.sections).length);
    expect(entries[0]).toHaveAttribute('href', '#whoWeAre');
    expect(
      screen.getByRole('heading', { level: 2, name: frLegal.privacy.sections.rights.heading }),
    ).toHaveAttribute('id', 'rights');
    // The rights lead to the pages that exercise them.
    const rights = screen.getByRole('region', { name: frLegal.privacy.sections.rights.heading });
    const targets = within(rights)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(targets).toEqual(expect.arrayContaining(['/settings', '/delete-my-data', '/delete-my-account']));
    await waitFor(() => expect(document.title).toBe('Politique de confidentialité · Roadbook'));
  });

  it(
    '/cookie-policy lists every cookie and stored item the site sets, with the session settings',
    SLOW,
    async () => {
      await renderApp({ url: '/cookie-policy?l=en', config: { ...TEST_CONFIG, sessionDays: 14 } });

      const table = await screen.findByRole(
        'table',
        { name: 'Cookies and stored items Roadbook sets' },
        SLOW,
      );
      const names = within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      expect(names).toEqual(Object.values(SITE_STORAGE).map((item) => item.name));
      const session = within(table).getByRole('row', { name: /roadbook_session/ });
      expect(session).toHaveTextContent('after 14 days if you chose');
      expect(session).toHaveTextContent('Cookie');
    },
  );
});

describe('/faq', () => {
  it('groups the questions and quotes the minimum age the marketplace sets', SLOW, async () => {
    const { user } = await renderApp({ url: '/faq?l=en', config: { ...TEST_CONFIG, minimumAge: 23 } });

    const groups = await screen.findAllByRole('heading', { level: 2 }, SLOW);
    expect(groups.map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(Object.values(enInfo.faq.groups).map((group) => group.title)),
    );
    await user.click(screen.getByText(enInfo.faq.groups.driver.questions.minimumAge.question));
    expect(screen.getByText(/The driver must be at least 23 years old/)).toBeVisible();
    await user.click(screen.getByText(enInfo.faq.groups.driver.questions.children.question));
    expect(screen.getByText(/Children under 13 may not use Roadbook/)).toBeVisible();
  });
});

describe('/contact', () => {
  it('shows the fields’ errors, sends the message and says so', SLOW, async () => {
    let answer = () =>
      errorResponse(400, 'common.invalidRequest', {
        fields: [{ path: 'email', in: 'body', code: 'validation.invalidEmail' }],
      });
    const { user, fetchMock } = await renderApp({
      url: '/contact?l=en',
      handlers: { '/api/send-email': () => answer() },
    });

    const send = await screen.findByRole('button', { name: 'Send' }, SLOW);
    await user.click(send);
    expect(
      await screen.findByText(/Please fill in the fields: Your email address, Subject, Message/),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/send-email')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Your email address/), 'visitor@example.com');
    await user.type(screen.getByLabelText('Subject'), 'Airport pick-up');
    await user.type(screen.getByLabelText('Message'), 'Can I pick up at 6 am?');
    // The API's refusal of a field shows at that field.
    await user.click(send);
    expect(await screen.findAllByText('Invalid email address')).not.toHaveLength(0);

    answer = () => jsonResponse({ code: 'success.changesSaved' });
    await user.click(send);
    expect(await screen.findByRole('status', {}, SLOW)).toHaveTextContent(
      'Your message has been sent. We sent a copy to visitor@example.com.',
    );
    expect(requestsTo(fetchMock, '/api/send-email').at(-1)?.body).toEqual({
      email: 'visitor@example.com',
      subject: 'Airport pick-up',
      message: 'Can I pick up at 6 am?',
      language: 'en',
    });
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });
});

describe('/marketing', () => {
  it('subscribes an address and asks to confirm it from the email', SLOW, async () => {
    const { user, fetchMock } = await renderApp({
      url: '/marketing?l=en',
      handlers: { '/api/mailing-list/subscribe': () => jsonResponse({ status: 'confirmationSent' }) },
    });

    await user.type(await screen.findByLabelText('Email address', {}, SLOW), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(
      await screen.findByText(/We have sent a confirmation link to reader@example.com/),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/mailing-list/subscribe')[0]?.body).toEqual({
      email: 'reader@example.com',
      language: 'en',
    });
  });

  it('confirms from the email’s link', SLOW, async () => {
    const { fetchMock } = await renderApp({
      url: `/marketing?confirm=${TOKEN}&l=en`,
      handlers: {
        '/api/mailing-list/confirm': () =>
          jsonResponse({ status: 'subscribed', email: 'reader@example.com' }),
      },
    });

    expect(await screen.findByText(enInfo.marketing.confirmed, {}, SLOW)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/mailing-list/confirm')).toEqual([
      { method: 'POST', body: { token: TOKEN } },
    ]);
  });

  it('says when an unsubscribe link no longer works', SLOW, async () => {
    await renderApp({
      url: `/marketing?unsubscribe=${TOKEN}&l=en`,
      handlers: { '/api/mailing-list/unsubscribe': () => errorResponse(410, 'mailingList.invalidLink') },
    });

    expect(await screen.findByText(enInfo.marketing.invalidLink, {}, SLOW)).toBeInTheDocument();
  });
});

describe('/support', () => {
  it('asks a visitor to sign in to see their bookings', SLOW, async () => {
    await renderApp({ url: '/support?l=en' });

    const bookings = await screen.findByRole('region', { name: enInfo.support.bookings.title }, SLOW);
    expect(within(bookings).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/sign-in?from=%2Fbookings&l=en',
    );
  });

  it('puts a signed-in driver’s latest bookings one click away', SLOW, async () => {
    storeSignedInUser();
    await renderApp({
      url: '/support?l=en',
      handlers: { ...sessionHandlers(), ...bookingsApi(DRIVER, [PAID]).handlers },
    });

    const booking = await screen.findByRole('link', { name: new RegExp(`Booking ${PAID.number}`) }, SLOW);
    expect(booking).toHaveAttribute('href', `/booking?b=${PAID.id}&l=en`);
    expect(screen.getByRole('link', { name: 'See my bookings' })).toHaveAttribute('href', '/bookings?l=en');
  });
});
