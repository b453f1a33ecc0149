import frDevOutbox from '@roadbook/i18n/locales/fr/devOutbox.json';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse } from '@/testing/api-mock';
import { NEW_SUPPLIER, outboxHandlers, RESET } from '@/testing/outbox.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '../layouts/HeaderLayout';
import './DevOutboxPage';

const SLOW = { timeout: 15_000 };

describe('/dev/outbox', () => {
  it(
    'lists the emails, newest first, and shows the newest with its headers and both parts',
    SLOW,
    async () => {
      await renderApp({ url: '/dev/outbox?l=en', handlers: outboxHandlers() });

      expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' }, SLOW)).toBeInTheDocument();
      const list = await screen.findByRole('list', { name: 'Emails' }, SLOW);
      const entries = within(list).getAllByRole('button');
      expect(entries.map((entry) => entry.textContent)).toEqual([
        expect.stringContaining(`${RESET.subject}${RESET.to}`),
        expect.stringContaining(`${NEW_SUPPLIER.subject}${NEW_SUPPLIER.to}`),
      ]);
      expect(entries[0]).toHaveAttribute('aria-current', 'true');
      expect(
        within(list)
          .getAllByRole('time')
          .map((time) => time.getAttribute('datetime')),
      ).toEqual([RESET.date, NEW_SUPPLIER.date]);

      const message = await screen.findByRole('article', { name: RESET.subject }, SLOW);
      expect(within(message).getByText(RESET.from)).toBeInTheDocument();
      expect(within(message).getByText(RESET.to)).toBeInTheDocument();
      const frame = within(message).getByTitle('HTML version');
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('sandbox', '');
      expect(frame).toHaveAttribute('srcdoc', RESET.html);
      expect(within(message).getByRole('heading', { level: 3, name: 'Text version' })).toBeInTheDocument();
      expect(message.querySelector('pre')?.textContent).toBe(RESET.text);
      await waitFor(() => expect(document.title).toBe('Outbox · Roadbook'));
    },
  );

  it('shows the email chosen in the list', SLOW, async () => {
    const { user } = await renderApp({ url: '/dev/outbox?l=en', handlers: outboxHandlers() });

    const list = await screen.findByRole('list', { name: 'Emails' }, SLOW);
    const older = within(list).getByRole('button', { name: new RegExp(NEW_SUPPLIER.subject) });
    await user.click(older);

    const message = await screen.findByRole('article', { name: NEW_SUPPLIER.subject }, SLOW);
    expect(message.querySelector('pre')?.textContent).toBe(NEW_SUPPLIER.text);
    expect(older).toHaveAttribute('aria-current', 'true');
  });

  it('asks again for the list when refreshed', SLOW, async () => {
    let messages = [NEW_SUPPLIER];
    const handlers = {
      ...outboxHandlers([RESET, NEW_SUPPLIER]),
      '/api/dev/outbox': () =>
        jsonResponse({
          messages: messages.map(({ name, to, subject, date }) => ({ name, to, subject, date })),
        }),
    };
    const { user } = await renderApp({ url: '/dev/outbox?l=en', handlers });

    const list = await screen.findByRole('list', { name: 'Emails' }, SLOW);
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    messages = [RESET, NEW_SUPPLIER];
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2), SLOW);
  });

  it('says when no email was written, and when the outbox is off', SLOW, async () => {
    const empty = await renderApp({ url: '/dev/outbox?l=en', handlers: outboxHandlers([]) });
    expect(await screen.findByText('No email has been written yet.', {}, SLOW)).toBeInTheDocument();
    empty.unmount();

    await renderApp({ url: '/dev/outbox?l=en' });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent(
      'The outbox is off: this server sends its emails through its mail server.',
    );
  });

  it('says why the list failed, with a way to try again', SLOW, async () => {
    await renderApp({
      url: '/dev/outbox?l=en',
      handlers: {
        '/api/dev/outbox': () => jsonResponse({ error: { code: 'common.unhandled', message: 'Oops' } }, 500),
      },
    });
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('An unhandled error occurred');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is in French with ?l=fr', SLOW, async () => {
    await renderApp({ url: '/dev/outbox?l=fr', handlers: outboxHandlers() });

    expect(
      await screen.findByRole('heading', { level: 1, name: frDevOutbox.heading }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: frDevOutbox.listLabel }, SLOW)).toBeInTheDocument();
    const message = await screen.findByRole('article', { name: RESET.subject }, SLOW);
    expect(within(message).getByTitle(frDevOutbox.htmlPart)).toHaveAttribute('sandbox', '');
  });
});
