import { configure, screen, waitFor, within } from '@testing-library/react';

import { describe, expect, it } from 'vitest';

import {
  CLIO,
  DROP_OFF,
  FROM,
  PICK_UP,
  searchHandlers,
  searchRequests,
  searchResult,
  SUPPLIERS,
  TO,
} from '@/testing/search.fixture';
import { jsonResponse } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import '../layouts/HeaderLayout';
import './SearchPage';

// Whole-page tests: the route's chunks, catalogues and several requests per render.
configure({ asyncUtilTimeout: 10_000 });
const PAGE_TEST = { timeout: 40_000 };

const SEARCH = `pickup=${PICK_UP.id}&from=${encodeURIComponent(FROM)}&to=${encodeURIComponent(TO)}`;

async function openFilters(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Show filters' }));
  return screen.findByRole('region', { name: 'Filters' });
}

describe('search page: the URL is the search', PAGE_TEST, () => {
  it('asks the API for the search the URL names: place, dates, page, sort and every filter', async () => {
    const url =
      `/search?pickup=${PICK_UP.id}&dropoff=${DROP_OFF.id}&from=${encodeURIComponent(FROM)}` +
      `&to=${encodeURIComponent(TO)}&size=mini&size=midi&fuel=diesel&depositMax=50000&seats=5%2B` +
      `&aircon=true&doors=4%2B&supplier=${SUPPLIERS[0]?.id ?? ''}&page=2&sort=priceDesc&l=en`;
    const { fetchMock } = await renderApp({ url, handlers: searchHandlers() });

    await screen.findByRole('heading', { level: 3, name: CLIO.name });
    const [request] = searchRequests(fetchMock);
    expect(request?.get('pickupLocation')).toBe(PICK_UP.id);
    expect(request?.get('dropOffLocation')).toBe(DROP_OFF.id);
    expect(request?.get('from')).toBe(FROM);
    expect(request?.get('to')).toBe(TO);
    expect(request?.get('page')).toBe('2');
    expect(request?.get('sort')).toBe('priceDesc');
    expect(request?.getAll('size')).toEqual(['mini', 'midi']);
    expect(request?.getAll('fuel')).toEqual(['diesel']);
    expect(request?.get('depositMax')).toBe('50000');
    expect(request?.get('seats')).toBe('5+');
    expect(request?.get('aircon')).toBe('true');
    expect(request?.get('doors')).toBe('4+');
    expect(request?.get('supplier')).toBe(SUPPLIERS[0]?.id);
  });

  it('names the place in the h1, the title and the summary, with the dates', async () => {
    await renderApp({ url: `/search?${SEARCH}&l=en`, handlers: searchHandlers() });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicles in Lisbon Airport' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Vehicles in Lisbon Airport · Roadbook'));
    const summary = screen.getByRole('region', { name: 'Your search' });
    expect(within(summary).getByText(/Lisbon Airport · Jun 1, 2030/)).toBeInTheDocument();
    expect(within(summary).getByText(/Same place · Jun 5, 2030/)).toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Lisbon Airport'),
    );
  });

  it('shows the total count and the counts of each filter value', async () => {
    const { user } = await renderApp({ url: `/search?${SEARCH}&l=en`, handlers: searchHandlers() });

    expect(
      await screen.findByRole('heading', { level: 2, name: '17 vehicles available' }),
    ).toBeInTheDocument();
    const filters = await openFilters(user);
    expect(within(filters).getByRole('checkbox', { name: 'Mini (7)' })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'Diesel (9)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Unlimited mileage (11)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: '5+ seats (6)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Air conditioning (13)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: '4 doors or more (15)' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Atlantic Rentals (12)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Up to $500.00 (9)' })).toBeInTheDocument();
    expect(within(filters).getByRole('radio', { name: 'Any deposit' })).toBeChecked();
    // A value no car has cannot be ticked.
    expect(within(filters).getByRole('checkbox', { name: 'Electric (0)' })).toBeDisabled();
  });

  it('goes to page 1 of the new URL when a filter is ticked, and asks the API again', async () => {
    const { user, location, fetchMock } = await renderApp({
      url: `/search?${SEARCH}&page=2&l=en`,
      handlers: searchHandlers(searchResult({ page: 2 })),
    });
    const filters = await openFilters(user);

    await user.click(within(filters).getByRole('checkbox', { name: 'Maxi (6)' }));

    await waitFor(() => expect(new URLSearchParams(location().search).getAll('size')).toEqual(['maxi']));
    const params = new URLSearchParams(location().search);
    expect(params.get('page')).toBeNull();
    expect(params.get('pickup')).toBe(PICK_UP.id);
    expect(params.get('l')).toBe('en');
    await waitFor(() => expect(searchRequests(fetchMock).at(-1)?.getAll('size')).toEqual(['maxi']));
    expect(searchRequests(fetchMock).at(-1)?.get('page')).toBe('1');
    await waitFor(() => expect(within(filters).getByRole('checkbox', { name: 'Maxi (6)' })).toBeChecked());

    await user.click(within(filters).getByRole('radio', { name: 'Up to $250.00 (2)' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('depositMax')).toBe('25000'));
    expect(new URLSearchParams(location().search).getAll('size')).toEqual(['maxi']);

    await user.click(within(filters).getByRole('link', { name: 'Reset filters' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('size')).toBeNull());
    expect(new URLSearchParams(location().search).get('depositMax')).toBeNull();
  });

  it('sorts through the URL, back on page 1', async () => {
    const { user, location } = await renderApp({
      url: `/search?${SEARCH}&page=3&l=en`,
      handlers: searchHandlers(searchResult({ page: 3, total: 40 })),
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Sort by' }), 'Name');

    await waitFor(() => expect(new URLSearchParams(location().search).get('sort')).toBe('name'));
    expect(new URLSearchParams(location().search).get('page')).toBeNull();
  });

  it('links every page to its URL, with "page X of Y"', async () => {
    const { user, location } = await renderApp({
      url: `/search?${SEARCH}&page=2&l=en`,
      handlers: searchHandlers(searchResult({ page: 2, total: 95 })),
    });

    const pages = await screen.findByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByText('Page 2 of 7')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('aria-current', 'page');
    const third = within(pages).getByRole('link', { name: 'Go to page 3' });
    expect(third).toHaveAttribute('href', expect.stringContaining('page=3'));
    expect(third.getAttribute('href')).toContain(`pickup=${PICK_UP.id}`);
    expect(within(pages).getByRole('link', { name: 'Go to page 1' }).getAttribute('href')).not.toContain(
      'page=',
    );
    expect(within(pages).getByRole('link', { name: 'Go to page 7' })).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Go to page 6' })).not.toBeInTheDocument();

    await user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('page')).toBe('3'));
  });

  it('has no pagination when every result fits on one page', async () => {
    await renderApp({ url: `/search?${SEARCH}&l=en`, handlers: searchHandlers(searchResult({ total: 2 })) });
    await screen.findByRole('heading', { level: 2, name: '2 vehicles available' });
    expect(screen.queryByRole('navigation', { name: 'Result pages' })).not.toBeInTheDocument();
  });
});

describe('search page: empty, error and no search', PAGE_TEST, () => {
  it('suggests widening the search when no car matches, and clears the filters', async () => {
    const { user, location } = await renderApp({
      url: `/search?${SEARCH}&size=bus&gearbox=automatic&l=en`,
      handlers: searchHandlers(searchResult({ cars: [], total: 0 })),
    });

    expect(await screen.findByRole('heading', { name: 'No vehicle matches' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '0 vehicles available' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove all filters' }));

    await waitFor(() => expect(new URLSearchParams(location().search).get('size')).toBeNull());
    expect(new URLSearchParams(location().search).get('gearbox')).toBeNull();
    expect(new URLSearchParams(location().search).get('pickup')).toBe(PICK_UP.id);
  });

  it('shows the translated API error and the search form to fix it', async () => {
    await renderApp({
      url: `/search?${SEARCH}&l=en`,
      handlers: {
        ...searchHandlers(),
        '/api/cars/search': () =>
          jsonResponse(
            { error: { code: 'validation.pickUpTooSoon', message: 'too soon', details: { count: 1 } } },
            400,
          ),
      },
    });

    expect(await screen.findByText('Pick-up must be at least 1 hour from now')).toBeInTheDocument();
    expect(screen.getByText('The search could not be run')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('shows the search form, prefilled with the place, when the URL names no complete search', async () => {
    const { fetchMock, user, location } = await renderApp({
      url: `/search?pickup=${PICK_UP.id}&size=midi&l=en`,
      handlers: searchHandlers(),
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Find a vehicle' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByDisplayValue(/Lisbon Airport/)).toBeInTheDocument());
    expect(searchRequests(fetchMock)).toHaveLength(0);

    // The search it starts keeps the URL's filters.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('pickup')).toBe(PICK_UP.id));
    expect(new URLSearchParams(location().search).getAll('size')).toEqual(['midi']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vehicles in Lisbon Airport' }),
    ).toBeInTheDocument();
  });
});
