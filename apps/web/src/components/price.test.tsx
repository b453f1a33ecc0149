import type { Language } from '@roadbook/domain/constants';
import type { CurrencyRates } from '@roadbook/domain/contracts/currency-rates';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
// Loaded up front, so that an error toast would show at once.
import '@/components/toast/ToastView';
import { CurrencyMenu } from '@/features/currency/components/CurrencyMenu';
import { createI18n } from '@/lib/i18n';
import { jsonResponse } from '@/testing/api-mock';

import { Price, usePriceFormatter } from './Price';

const RATES: CurrencyRates = {
  base: 'USD',
  rates: { USD: 1, EUR: 0.92, JPY: 156.42 },
  date: '2026-03-02',
  source: 'live',
};
const SNAPSHOT: CurrencyRates = { ...RATES, date: '2025-07-01', source: 'snapshot' };

function PayButton() {
  const formatPrice = usePriceFormatter();
  return (
    <button type="button" aria-label={`Pay ${formatPrice(12345)}`}>
      Pay
    </button>
  );
}

/** The app's providers around a price, a button labelled with a price, and the currency menu. */
async function renderPrice({
  language = 'en',
  rates = () => Promise.resolve(jsonResponse(RATES)),
}: {
  language?: Language;
  rates?: () => Promise<Response>;
} = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
    String(input).endsWith('/api/currency-rates') ? rates() : jsonResponse({}, 404),
  );
  vi.stubGlobal('fetch', fetchMock);
  const i18n = await createI18n(language);
  const user = userEvent.setup();
  render(
    <AppProvider i18n={i18n}>
      <p>
        Total <Price minor={12345} />
      </p>
      <PayButton />
      <CurrencyMenu />
    </AppProvider>,
  );
  return { user, fetchMock };
}

const total = () => screen.getByText(/^Total/);

describe('<Price> and usePriceFormatter', () => {
  it("show US dollars in the page's number format, without asking for rates", async () => {
    const { fetchMock } = await renderPrice();
    expect(total()).toHaveTextContent('Total $123.45');
    expect(screen.getByRole('button', { name: 'Pay $123.45' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('use the French number format on a French page', async () => {
    await renderPrice({ language: 'fr' });
    expect(total()).toHaveTextContent('Total 123,45 $US');
  });

  it('show US dollars while the rates load, then the chosen currency', async () => {
    let answer: (response: Response) => void = () => {};
    const { user } = await renderPrice({ rates: () => new Promise((resolve) => (answer = resolve)) });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    expect(total()).toHaveTextContent('Total $123.45');

    answer(jsonResponse(RATES));
    await waitFor(() => expect(total()).toHaveTextContent('Total €113.57'));
    expect(screen.getByRole('button', { name: 'Pay €113.57' })).toBeInTheDocument();
    expect(window.localStorage.getItem('roadbook.currency')).toBe('EUR');
  });

  it("convert to the currency's own minor unit (no decimals for yen)", async () => {
    window.localStorage.setItem('roadbook.currency', 'JPY');
    await renderPrice();
    await waitFor(() => expect(total()).toHaveTextContent('Total JPY 19,310'));
  });

  it('mark amounts converted with the snapshot as approximate, and say why to everyone', async () => {
    window.localStorage.setItem('roadbook.currency', 'EUR');
    await renderPrice({ rates: () => Promise.resolve(jsonResponse(SNAPSHOT)) });

    await waitFor(() =>
      expect(total()).toHaveTextContent(
        'Total ≈ €113.57 (approximate amount, converted with the exchange rates of July 1, 2025; you pay in US dollars)',
      ),
    );
    expect(screen.getByRole('button', { name: 'Pay ≈ €113.57' })).toBeInTheDocument();
  });

  it('say it in the page language', async () => {
    window.localStorage.setItem('roadbook.currency', 'EUR');
    await renderPrice({ language: 'es', rates: () => Promise.resolve(jsonResponse(SNAPSHOT)) });
    await waitFor(() =>
      expect(total()).toHaveTextContent(
        'Total ≈ 113,57 € (importe aproximado, convertido con los tipos de cambio del 1 de julio de 2025; usted paga en dólares estadounidenses)',
      ),
    );
  });

  it('stay in US dollars, without an error message, when rates cannot be had', async () => {
    window.localStorage.setItem('roadbook.currency', 'EUR');
    const { fetchMock } = await renderPrice({
      rates: () =>
        Promise.resolve(jsonResponse({ error: { code: 'common.unavailable', message: 'Unavailable' } }, 503)),
    });
    // The first request and its two retries (after 1 s and 2 s) all fail.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3), { timeout: 10_000 });
    await expect(screen.findByRole('alert', undefined, { timeout: 1000 })).rejects.toThrow();
    expect(total()).toHaveTextContent('Total $123.45');
  }, 15_000);

  it('stay in US dollars for a currency the rates lack', async () => {
    window.localStorage.setItem('roadbook.currency', 'MAD');
    const { fetchMock } = await renderPrice();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(total()).toHaveTextContent('Total $123.45');
  });
});
