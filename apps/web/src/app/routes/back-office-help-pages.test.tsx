import type { AdminHelpArticle } from '@roadbook/domain/contracts/admin-help';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo, type MockRequest } from '@/testing/api-mock';
import { ADMIN, backOfficeHandlers } from '@/testing/back-office.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './BackOfficePages';
import '@/features/back-office/components/HelpArticleList';

const SLOW = { timeout: 30_000 };
// The first test draws the first data grid of the file.
const FIRST = { timeout: 40_000 };
// A form of three languages fills slowly under the test renderer.
const FORM = { timeout: 60_000 };
const HOW_TO_BOOK: AdminHelpArticle = {
  id: 'how-to-book',
  audience: 'drivers',
  topic: 'booking',
  position: 1,
  translations: {
    en: { title: 'How to book a vehicle', summary: 'Search and book.', body: 'Search, then **book**.' },
    fr: {
      title: 'Réserver un véhicule',
      summary: 'Cherchez et réservez.',
      body: 'Cherchez, puis **réservez**.',
    },
    es: { title: 'Cómo reservar un vehículo', summary: 'Busque y reserve.', body: 'Busque y **reserve**.' },
  },
  helpfulCount: 4,
  notHelpfulCount: 1,
  updatedAt: '2026-11-25T10:00:00.000Z',
};
const WORDS = {
  en: { title: 'Winter tyres', summary: 'When a car has them.', body: 'Ask for **snow chains**.' },
  fr: { title: 'Pneus hiver', summary: 'Quand une voiture en a.', body: 'Demandez des chaînes.' },
  es: { title: 'Neumáticos de invierno', summary: 'Cuándo un coche los lleva.', body: 'Pida cadenas.' },
};

function helpApi(handlers: Record<string, (request: MockRequest) => Response> = {}) {
  return {
    ...backOfficeHandlers(ADMIN),
    '/api/admin/help/articles': () => jsonResponse({ articles: [HOW_TO_BOOK] }),
    [`/api/admin/help/articles/${HOW_TO_BOOK.id}`]: () => jsonResponse({ article: HOW_TO_BOOK }),
    ...handlers,
  };
}

describe('the back office’s help articles', () => {
  it(
    'lists the articles for an admin, each opening its editor, the centre in the address',
    FIRST,
    async () => {
      storeSignedInUser(ADMIN);
      const { user, fetchMock, location } = await renderApp({ url: '/admin/help?l=en', handlers: helpApi() });
      const grid = await screen.findByRole('grid', { name: 'Help articles' }, SLOW);
      expect(await within(grid).findByRole('link', { name: 'How to book a vehicle' })).toHaveAttribute(
        'href',
        '/admin/help/how-to-book',
      );
      expect(within(grid).getByText('Drivers')).toBeVisible();
      expect(within(grid).getByText('4 / 5')).toBeVisible();
      const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
      expect(within(navigation).getByRole('link', { name: 'Help articles' })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await user.click(screen.getByRole('combobox', { name: 'Help centre' }));
      await user.click(await screen.findByRole('option', { name: 'Rental agencies' }));
      await waitFor(() => expect(new URLSearchParams(location().search).get('audience')).toBe('suppliers'));
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([input]) => String(input).includes('audience=suppliers'))).toBe(
          true,
        ),
      );
    },
  );

  it('saves a new article with its words in each language', FORM, async () => {
    storeSignedInUser(ADMIN);
    const saved: AdminHelpArticle = {
      ...HOW_TO_BOOK,
      id: 'winter-tyres',
      topic: 'roadside',
      translations: WORDS,
    };
    const { user, fetchMock, location } = await renderApp({
      url: '/admin/help/new?l=en',
      handlers: helpApi({
        '/api/admin/help/articles': () => jsonResponse({ article: saved }, 201),
        '/api/admin/help/articles/winter-tyres': () => jsonResponse({ article: saved }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'New help article' }, SLOW);
    // Long texts are pasted: typing them key by key takes too long here.
    const fill = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'winter-tyres');
    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(await screen.findByRole('option', { name: 'Roadside assistance' }));
    for (const [language, words] of [
      ['English', WORDS.en],
      ['French', WORDS.fr],
      ['Spanish', WORDS.es],
    ] as const) {
      await fill(`Title (${language})`, words.title);
      await fill(`Summary (${language})`, words.summary);
      await fill(`Text (${language})`, words.body);
    }
    // The preview shows the rich text as the help centre will.
    const preview = screen.getByRole('region', { name: 'Preview (English)' });
    expect(within(preview).getByText('snow chains').tagName).toBe('STRONG');

    await user.click(screen.getByRole('button', { name: 'Add the article' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/help/winter-tyres'));
    expect(
      requestsTo(fetchMock, '/api/admin/help/articles').filter((request) => request.method === 'POST'),
    ).toEqual([
      {
        method: 'POST',
        body: { id: 'winter-tyres', audience: 'drivers', topic: 'roadside', translations: WORDS },
      },
    ]);
  });

  it('shows the API’s refusal of an address on its field', FORM, async () => {
    storeSignedInUser(ADMIN);
    const { user } = await renderApp({
      url: '/admin/help/new?l=en',
      handlers: helpApi({
        '/api/admin/help/articles': () =>
          errorResponse(400, 'common.invalidRequest', {
            fields: [{ path: 'id', in: 'body', code: 'validation.articleIdTaken' }],
          }),
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'New help article' }, SLOW);
    // Long texts are pasted: typing them key by key takes too long here.
    const fill = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'how-to-book');
    for (const [language, words] of [
      ['English', WORDS.en],
      ['French', WORDS.fr],
      ['Spanish', WORDS.es],
    ] as const) {
      await fill(`Title (${language})`, words.title);
      await fill(`Summary (${language})`, words.summary);
      await fill(`Text (${language})`, words.body);
    }
    await user.click(screen.getByRole('button', { name: 'Add the article' }));
    expect(await screen.findAllByText('Another help article already has this address')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAttribute('aria-invalid', 'true');
  });
});
