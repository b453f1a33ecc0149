import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSignedInUser } from '@/testing/account.fixture';
import { requestsTo } from '@/testing/api-mock';
import { ADMIN, backOfficeHandlers } from '@/testing/back-office.fixture';
import { renderApp } from '@/testing/render-app';
import { accountHandlers, answersUser, SUPPLIER } from '@/testing/settings.fixture';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './BackOfficePages';

const SLOW = { timeout: 20_000 };

function renderAgency(url = '/admin?l=en') {
  storeSignedInUser(SUPPLIER);
  return renderApp({
    url,
    handlers: {
      ...backOfficeHandlers(SUPPLIER),
      ...accountHandlers(SUPPLIER),
      '/api/update-supplier-settings': answersUser(SUPPLIER),
    },
  });
}

describe("a supplier's agency settings", () => {
  it('open inside the back office from its menu, not on the public settings page', SLOW, async () => {
    const { user, location } = await renderAgency();
    const sections = await screen.findByRole('navigation', { name: 'Back office sections' }, SLOW);
    const link = within(sections).getByRole('link', { name: 'Agency settings' });
    expect(link).toHaveAttribute('href', '/admin/agency');

    await user.click(link);
    await waitFor(() => expect(location().pathname).toBe('/admin/agency'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Agency settings' }, SLOW),
    ).toBeInTheDocument();
    // Still the back office's frame, with the section marked as the current one.
    expect(
      within(screen.getByRole('navigation', { name: 'Back office sections' })).getByRole('link', {
        name: 'Agency settings',
      }),
    ).toHaveAttribute('aria-current', 'page');
    const agency = await screen.findByRole('region', { name: 'Your agency' }, SLOW);
    expect(within(agency).getByLabelText('Company name')).toHaveValue('Costa Rent');
    expect(screen.getByRole('region', { name: 'Logo' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Password, passkeys and your data' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  it('save the rental conditions from the back office', SLOW, async () => {
    const { user, fetchMock } = await renderAgency('/admin/agency?l=en');
    const conditions = await screen.findByRole('region', { name: 'Rental conditions' }, SLOW);
    const days = within(conditions).getByLabelText('Minimum rental (days)');
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(conditions).getByRole('button', { name: 'Save my conditions' }));
    await waitFor(() => expect(requestsTo(fetchMock, '/api/update-supplier-settings')).toHaveLength(1));
    expect(requestsTo(fetchMock, '/api/update-supplier-settings')[0]?.body).toMatchObject({
      minimumRentalDays: 3,
    });
  });

  it('are no page for an admin, whose menu has the site settings instead', SLOW, async () => {
    storeSignedInUser(ADMIN);
    await renderApp({ url: '/admin/agency?l=en', handlers: backOfficeHandlers(ADMIN) });
    expect(
      await screen.findByText('This page of the back office does not exist.', {}, SLOW),
    ).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(sections).queryByRole('link', { name: 'Agency settings' })).not.toBeInTheDocument();
    expect(within(sections).getByRole('link', { name: 'Site settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });
});
