import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { jsonResponse } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

import {
  CLIO,
  FROM,
  makeCar,
  PICK_UP,
  searchHandlers,
  searchResult,
  TO,
  TRANSIT,
} from '@/testing/search.fixture';

// Loaded before the tests, as the lazy routes and the details chunk would on first use.
import '@/app/layouts/HeaderLayout';
import '@/app/routes/SearchPage';
import './CarDetails';

// Whole-page tests: the route's chunks, catalogues and several requests per render.
configure({ asyncUtilTimeout: 10_000 });
const PAGE_TEST = { timeout: 40_000 };

const SEARCH_URL = `/search?pickup=${PICK_UP.id}&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;

async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

describe('result cards', PAGE_TEST, () => {
  it('show the car, its supplier, range, specs, mileage, fuel policy, options, deposit and prices', async () => {
    await renderApp({ url: `${SEARCH_URL}&l=en`, handlers: searchHandlers() });
    const card = within(await findCard(CLIO.name));

    expect(card.getByRole('heading', { level: 3, name: 'Renault Clio' })).toBeInTheDocument();
    const photo = card.getByRole('img', { name: 'Renault Clio' });
    expect(photo).toHaveAttribute('width', '300');
    expect(photo).toHaveAttribute('height', '200');
    expect(photo).toHaveAttribute('loading', 'eager');
    const logo = card.getByRole('img', { name: 'Atlantic Rentals' });
    expect(logo).toHaveAttribute('width', '60');
    expect(logo).toHaveAttribute('height', '30');
    expect(card.getByText('Range: Mini')).toBeInTheDocument();

    const specs = within(card.getByRole('list', { name: 'Features' }));
    expect(specs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '5 seats',
      '5 doors',
      'Manual',
      'Diesel',
      'Air conditioning',
      'Bluetooth',
    ]);
    expect(card.getByText('Unlimited mileage')).toBeInTheDocument();
    expect(card.getByText('Fuel policy: Full to full')).toBeInTheDocument();
    expect(card.getByText('Deposit: $500.00')).toBeInTheDocument();

    const options = within(card.getByRole('list', { name: 'Options' }));
    expect(options.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Cancellation: Included',
      'Amendments: $25.00 per rental',
      'Theft protection: $12.00/day',
      'Collision damage waiver: Unavailable',
      'Full insurance: $20.00/day',
      'Additional driver: Included',
    ]);

    expect(card.getByText('Total for 4 days')).toBeInTheDocument();
    expect(card.getByText('$180.00')).toBeInTheDocument();
    expect(card.getByText('$45.00 per day')).toBeInTheDocument();
    expect(card.queryByText('Fully booked')).not.toBeInTheDocument();
    expect(card.queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it('show limited mileage per day, the 5+ seat tier, no photo, and the availability badges', async () => {
    await renderApp({ url: `${SEARCH_URL}&l=en`, handlers: searchHandlers() });
    const card = within(await findCard(TRANSIT.name));

    expect(card.getByText('Fully booked')).toBeInTheDocument();
    expect(card.getByText('Coming soon')).toBeInTheDocument();
    expect(card.getByText('250 km/day')).toBeInTheDocument();
    expect(card.getByText('No photo')).toBeInTheDocument();
    expect(card.queryByRole('img', { name: TRANSIT.name })).not.toBeInTheDocument();
    const specs = within(card.getByRole('list', { name: 'Features' }));
    expect(specs.getByText('5+ seats')).toBeInTheDocument();
    expect(specs.getByText('No air conditioning')).toBeInTheDocument();
    expect(card.getByText('$100.00 per day')).toBeInTheDocument();
    // Shown, but not bookable yet.
    expect(card.queryByRole('link', { name: 'Book' })).not.toBeInTheDocument();
  });

  it("lead to the car's checkout for the searched places and period", async () => {
    await renderApp({ url: `${SEARCH_URL}&l=en`, handlers: searchHandlers() });
    const book = within(await findCard(CLIO.name)).getByRole('link', { name: 'Book' });
    const target = new URL(book.getAttribute('href') ?? '', 'http://localhost');
    expect(target.pathname).toBe('/checkout');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      car: CLIO.id,
      pickup: PICK_UP.id,
      from: FROM,
      to: TO,
      l: 'en',
    });
  });

  it('load the images of the first two cards at once and the others lazily', async () => {
    const cars = [CLIO, TRANSIT, makeCar({ id: '6a0f2a8e-3c4d-4e5f-8a9b-0c1d2e3f4a5b', name: 'Fiat 500' })];
    await renderApp({ url: `${SEARCH_URL}&l=en`, handlers: searchHandlers(searchResult({ cars })) });

    const third = within(await findCard('Fiat 500'));
    expect(third.getByRole('img', { name: 'Fiat 500' })).toHaveAttribute('loading', 'lazy');
    expect(within(await findCard(CLIO.name)).getByRole('img', { name: CLIO.name })).toHaveAttribute(
      'loading',
      'eager',
    );
  });

  it('are in French with ?l=fr: counts, totals, price per day and labels', async () => {
    await renderApp({ url: `${SEARCH_URL}&l=fr`, handlers: searchHandlers() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Véhicules à Lisbon Airport' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: '17 véhicules disponibles' }),
    ).toBeInTheDocument();
    const card = within(await findCard(CLIO.name));
    expect(card.getByText('Total pour 4 jours')).toBeInTheDocument();
    expect(card.getByText('180,00 $US')).toBeInTheDocument();
    expect(card.getByText('45,00 $US par jour')).toBeInTheDocument();
    expect(card.getByText('Kilométrage illimité')).toBeInTheDocument();
    expect(card.getByText('Protection contre le vol : 12,00 $US/jour')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Détails' })).toBeInTheDocument();
  });
});

describe('car details', PAGE_TEST, () => {
  it('show the price breakdown of the quote, and quote again with the options ticked', async () => {
    const withTheftProtection = {
      currency: 'USD',
      days: 4,
      lines: [
        ...CLIO.quote.lines,
        { code: 'theftProtection', quantity: 4, unitMinor: 1_200, totalMinor: 4_800 },
        { code: 'priceChangeRate', quantity: 1, unitMinor: 2_280, totalMinor: 2_280 },
      ],
      totalMinor: 25_080,
    };
    const { user, fetchMock } = await renderApp({
      url: `${SEARCH_URL}&l=en`,
      handlers: { ...searchHandlers(), '/api/quotes': () => jsonResponse({ quote: withTheftProtection }) },
    });
    const card = within(await findCard(CLIO.name));

    await user.click(card.getByRole('button', { name: 'Details' }));
    const details = within(await card.findByRole('region', { name: 'Price details of Renault Clio' }));
    const breakdown = within(details.getByRole('table', { name: 'Price breakdown' }));
    expect(breakdown.getByRole('rowheader', { name: /3-day rate/ })).toHaveTextContent(
      '3-day rate1 at $120.00 each',
    );
    expect(breakdown.getByRole('rowheader', { name: /Daily rate/ })).toHaveTextContent('1 at $60.00 each');
    expect(breakdown.getByRole('row', { name: 'Total $180.00' })).toBeInTheDocument();
    // The search already priced the car without options: no second request.
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/quotes'))).toBe(false);

    expect(details.getByRole('checkbox', { name: 'Cancellation: Included' })).toBeChecked();
    expect(details.getByRole('checkbox', { name: 'Cancellation: Included' })).toBeDisabled();
    expect(details.getByRole('checkbox', { name: 'Collision damage waiver: Unavailable' })).toBeDisabled();
    await user.click(details.getByRole('checkbox', { name: 'Theft protection: $12.00/day' }));

    expect(await breakdown.findByRole('row', { name: 'Total $250.80' })).toBeInTheDocument();
    expect(breakdown.getByRole('rowheader', { name: /Theft protection/ })).toHaveTextContent(
      '4 at $12.00 each',
    );
    expect(breakdown.getByRole('row', { name: 'Supplier adjustment $22.80' })).toBeInTheDocument();
    const call: unknown[] =
      fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/quotes')) ?? [];
    const init = call[1];
    const body = typeof init === 'object' && init !== null && 'body' in init ? String(init.body) : '';
    expect(JSON.parse(body)).toEqual({
      carId: CLIO.id,
      from: FROM,
      to: TO,
      options: ['theftProtection'],
    });
  });

  it('show a refused quote with its translated message', async () => {
    const { user } = await renderApp({
      url: `${SEARCH_URL}&l=en`,
      handlers: {
        ...searchHandlers(),
        '/api/quotes': () =>
          jsonResponse(
            { error: { code: 'validation.pickUpTooSoon', message: 'x', details: { count: 1 } } },
            400,
          ),
      },
    });
    const card = within(await findCard(CLIO.name));
    await user.click(card.getByRole('button', { name: 'Details' }));
    const details = within(await card.findByRole('region', { name: 'Price details of Renault Clio' }));

    await user.click(details.getByRole('checkbox', { name: 'Full insurance: $20.00/day' }));

    await waitFor(() =>
      expect(details.getByRole('alert')).toHaveTextContent('Pick-up must be at least 1 hour from now'),
    );
  });
});
