import type { HelpArticle, HelpArticleSummary } from '@roadbook/domain/contracts/help';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '@roadbook/domain/help';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { currentRequestUrl } from '@/testing/current-request';
import { errorResponse, jsonResponse, requestsTo } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '../layouts/HeaderLayout';
import './HelpPages';

const SLOW = { timeout: 15_000 };

const CANCEL: HelpArticleSummary = {
  id: 'cancel-a-booking',
  audience: 'drivers',
  topic: 'cancelling',
  title: 'How to cancel a booking',
  summary: 'Ask from the booking’s page.',
};
const PAY: HelpArticleSummary = {
  id: 'ways-to-pay',
  audience: 'drivers',
  topic: 'paying',
  title: 'Ways to pay',
  summary: 'At the counter, a deposit or in full.',
};
const ARTICLE: HelpArticle = {
  ...CANCEL,
  language: 'en',
  body: 'Open **My bookings**.\n\n- Choose the booking\n- Ask to cancel\n\nSee the [terms](/tos).',
  updatedAt: '2026-10-01T09:00:00.000Z',
  helpfulCount: 4,
  notHelpfulCount: 1,
  related: [PAY],
};

describe('the help centres', () => {
  it('/help leads to each centre and searches', SLOW, async () => {
    const { user, location } = await renderApp({ url: '/help?l=en' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'How can we help?' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Help for drivers/ })).toHaveAttribute(
      'href',
      '/help/drivers?l=en',
    );
    expect(screen.getByRole('link', { name: /Help for rental agencies/ })).toHaveAttribute(
      'href',
      '/help/suppliers?l=en',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), '  deposit refund ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location().pathname).toBe('/help/search'));
    expect(new URLSearchParams(location().search).get('q')).toBe('deposit refund');
  });

  it('/help/drivers lists the articles under their topics, in French', SLOW, async () => {
    const { fetchMock } = await renderApp({
      url: '/help/drivers?l=fr',
      handlers: { '/api/help/articles': () => jsonResponse({ articles: [CANCEL, PAY] }) },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aide aux conducteurs' }, SLOW),
    ).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Annuler' }, SLOW);
    const topics = within(screen.getByRole('main')).getAllByRole('heading', { level: 2 });
    // The centre's order of topics: paying before cancelling.
    expect(topics.map((topic) => topic.textContent)).toEqual(['Payer', 'Annuler']);
    const cancelling = screen.getByRole('region', { name: 'Annuler' });
    expect(within(cancelling).getByRole('link', { name: CANCEL.title })).toHaveAttribute(
      'href',
      '/help/article/cancel-a-booking?l=fr',
    );
    const [request] = fetchMock.mock.calls.filter(([input]) =>
      String(input).startsWith('/api/help/articles'),
    );
    expect(String(request?.[0])).toBe('/api/help/articles?audience=drivers&lang=fr');
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toHaveTextContent(
      'Centre d’aideAide aux conducteurs',
    );
  });

  it('an article: its text, its neighbours, and "was this helpful" counted once', SLOW, async () => {
    const { user, fetchMock } = await renderApp({
      url: '/help/article/cancel-a-booking?l=en',
      handlers: {
        '/api/help/articles/cancel-a-booking': () => jsonResponse({ article: ARTICLE }),
        '/api/help/articles/cancel-a-booking/feedback': () =>
          jsonResponse({ helpfulCount: 5, notHelpfulCount: 1 }),
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: ARTICLE.title }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('My bookings').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/tos');
    expect(screen.getByText('Updated October 1, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: PAY.title })).toHaveAttribute(
      'href',
      '/help/article/ways-to-pay?l=en',
    );
    await waitFor(() => expect(document.title).toBe(`${ARTICLE.title} · Roadbook`));

    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your answer.');
    expect(screen.queryByRole('button', { name: 'No' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/help/articles/cancel-a-booking/feedback')).toEqual([
      { method: 'POST', body: { helpful: true } },
    ]);
  });

  it('an unknown article says so', SLOW, async () => {
    await renderApp({
      url: '/help/article/nowhere?l=en',
      handlers: { '/api/help/articles/nowhere': () => errorResponse(404, 'common.notFound') },
    });

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This article does not exist or has moved.' },
        SLOW,
      ),
    ).toBeInTheDocument();
  });

  it('the search shows the results with the words found highlighted', SLOW, async () => {
    const searches: URL[] = [];
    await renderApp({
      url: '/help/search?q=anuler&l=fr',
      handlers: {
        '/api/help/search': () => {
          searches.push(currentRequestUrl());
          return jsonResponse({
            searchedFor: 'annuler',
            results: [
              {
                ...CANCEL,
                title: `Comment ${HIGHLIGHT_START}annuler${HIGHLIGHT_END} une réservation`,
                extract: `Vous pouvez ${HIGHLIGHT_START}annuler${HIGHLIGHT_END} <b>depuis</b> la page`,
              },
            ],
          });
        },
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Résultats pour « anuler »' }, SLOW),
    ).toBeInTheDocument();
    expect(await screen.findByText(/voici les résultats pour « annuler »/, {}, SLOW)).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Résultats de la recherche' });
    const marks = results.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['annuler', 'annuler']);
    // The extract's markup is text.
    expect(within(results).getByText(/<b>depuis<\/b>/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 article trouvé');
    expect(searches[0]?.searchParams.get('q')).toBe('anuler');
    expect(searches[0]?.searchParams.get('lang')).toBe('fr');
  });

  it('a search that finds nothing keeps the words typed as text', SLOW, async () => {
    const words = '[win](https://evil.example)';
    await renderApp({
      url: `/help/search?q=${encodeURIComponent(words)}&l=en`,
      handlers: { '/api/help/search': () => jsonResponse({ searchedFor: null, results: [] }) },
    });

    expect(await screen.findByText(`No article matches “${words}”.`, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'win' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('a search of one letter asks for more without asking the API', SLOW, async () => {
    const { fetchMock } = await renderApp({ url: '/help/search?q=a&l=en' });

    expect(await screen.findByText('Type at least 2 characters to search.', {}, SLOW)).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/help/search')).toHaveLength(0);
  });
});
