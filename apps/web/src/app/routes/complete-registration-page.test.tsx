import type { User } from '@roadbook/domain/contracts/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { DRIVER, storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, requestsTo } from '@/testing/api-mock';
import { renderApp } from '@/testing/render-app';
import {
  accountHandlers,
  answersUser,
  type ApiHandlers,
  imageFile,
  SUPPLIER,
} from '@/testing/settings.fixture';

// Loaded before the tests, as the lazy routes would on first use, so their first load is not timed.
import '../layouts/PlainLayout';
import './SettingsPages';
import './AccountPages';

const SLOW = { timeout: 15_000 };
const URL_EN = '/suppliers/complete-registration?l=en';
const APPROVED: User = {
  ...SUPPLIER,
  supplier: {
    isApproved: true,
    priceChangeRate: 10,
    isPayAtCounterAllowed: false,
    isLicenceRequired: true,
    minimumRentalDays: 2,
  },
};

function renderRegistration(account: User, handlers: ApiHandlers = {}) {
  storeSignedInUser(account);
  return renderApp({ url: URL_EN, handlers: { ...accountHandlers(account), ...handlers } });
}

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { value: vi.fn(() => 'blob:logo'), configurable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: vi.fn(), configurable: true });
});

describe('/suppliers/complete-registration', () => {
  it('sends a visitor to /sign-in, which will bring them back', SLOW, async () => {
    const { location } = await renderApp({ url: URL_EN });
    await waitFor(() => expect(location().pathname).toBe('/sign-in'), SLOW);
    expect(new URLSearchParams(location().search).get('from')).toBe(URL_EN);
  });

  it('tells a supplier waiting for verification, without the header', SLOW, async () => {
    await renderRegistration(SUPPLIER);
    expect(
      await screen.findByText('Waiting for an admin to verify your agency.', {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Complete your registration' })).toBeInTheDocument();
    const agency = screen.getByRole('region', { name: 'Your agency' });
    expect(within(agency).getByLabelText('Company name')).toHaveValue('Costa Rent');
    expect(within(agency).getByLabelText('Location')).toHaveValue('Seville, Spain');
  });

  it('tells a verified supplier that its cars are public, and shows its conditions', SLOW, async () => {
    await renderRegistration(APPROVED);
    expect(await screen.findByText('Verified: your cars are public.', {}, SLOW)).toBeInTheDocument();
    const conditions = screen.getByRole('region', { name: 'Rental conditions' });
    expect(within(conditions).getByLabelText('Price change rate (%)')).toHaveValue('10');
    expect(within(conditions).getByLabelText('Minimum rental (days)')).toHaveValue('2');
    expect(
      within(conditions).getByRole('checkbox', { name: 'Drivers may pay at the counter' }),
    ).not.toBeChecked();
    expect(within(conditions).getByRole('checkbox', { name: 'A driving licence is required' })).toBeChecked();
  });

  it('checks the conditions with the schema, then saves them', SLOW, async () => {
    const { user, fetchMock } = await renderRegistration(SUPPLIER, {
      '/api/update-supplier-settings': answersUser(SUPPLIER),
    });
    const conditions = await screen.findByRole('region', { name: 'Rental conditions' }, SLOW);
    const rate = within(conditions).getByLabelText('Price change rate (%)');
    const days = within(conditions).getByLabelText('Minimum rental (days)');
    await user.type(rate, '1000');
    await user.clear(days);
    await user.type(days, '2.5');
    await user.click(within(conditions).getByRole('button', { name: 'Save my conditions' }));

    expect(await within(conditions).findByRole('group', { name: 'Please fix errors' })).toHaveFocus();
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('Enter a number from -100 to 999.99'));
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, '/api/update-supplier-settings')).toEqual([]);

    await user.clear(rate);
    await user.type(rate, '12,5');
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(conditions).getByRole('checkbox', { name: 'A driving licence is required' }));
    await user.click(within(conditions).getByRole('button', { name: 'Save my conditions' }));

    expect(await screen.findByText('Changes made successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, '/api/update-supplier-settings')).toEqual([
      {
        method: 'POST',
        body: {
          priceChangeRate: 12.5,
          minimumRentalDays: 3,
          isPayAtCounterAllowed: true,
          isLicenceRequired: true,
        },
      },
    ]);
  });

  it('leaves the price change rate out when the field is empty', SLOW, async () => {
    const { user, fetchMock } = await renderRegistration(APPROVED, {
      '/api/update-supplier-settings': answersUser(APPROVED),
    });
    const conditions = await screen.findByRole('region', { name: 'Rental conditions' }, SLOW);
    await user.clear(within(conditions).getByLabelText('Price change rate (%)'));
    await user.click(within(conditions).getByRole('button', { name: 'Save my conditions' }));
    await screen.findByText('Changes made successfully');
    expect(requestsTo(fetchMock, '/api/update-supplier-settings')[0]?.body).toMatchObject({
      priceChangeRate: null,
    });
  });

  it('shows the logo at the size drivers see it, next to the company name', SLOW, async () => {
    const { user } = await renderRegistration(SUPPLIER, {
      [`/api/update-avatar/${SUPPLIER.id}`]: answersUser(SUPPLIER, () => ({
        avatar: '/uploads/logos/costa.webp',
      })),
    });
    const logo = await screen.findByRole('region', { name: 'Logo' }, SLOW);
    await user.upload(within(logo).getByLabelText('Upload a logo'), imageFile('logo.png'));

    const image = await within(logo).findByRole('img', { name: 'Logo of Costa Rent' });
    expect(image).toHaveAttribute('width', '60');
    expect(image).toHaveAttribute('height', '30');
    await waitFor(() => expect(image).toHaveAttribute('src', '/uploads/logos/costa.webp'));
    expect(within(logo).getByText('Costa Rent')).toBeInTheDocument();
  });

  it('says a refused logo in the page’s language', SLOW, async () => {
    const { user } = await renderRegistration(SUPPLIER, {
      [`/api/update-avatar/${SUPPLIER.id}`]: () => errorResponse(413, 'upload.tooLarge', { max: 5 }),
    });
    const logo = await screen.findByRole('region', { name: 'Logo' }, SLOW);
    await user.upload(within(logo).getByLabelText('Upload a logo'), imageFile('huge.png'));
    expect(await within(logo).findByText('The file is too large (at most 5 MB)')).toBeInTheDocument();
    expect(within(logo).queryByRole('img')).not.toBeInTheDocument();
  });

  it('tells a driver that the page is for rental agencies', SLOW, async () => {
    await renderRegistration(DRIVER);
    expect(
      await screen.findByRole('heading', { name: 'This page is for rental agencies' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rent out my vehicles' })).toHaveAttribute(
      'href',
      '/suppliers/join?l=en',
    );
    expect(screen.queryByRole('region', { name: 'Rental conditions' })).not.toBeInTheDocument();
  });
});
