import type { User } from '@roadbook/domain/contracts/accounts';
import type { SiteSettings, SiteSettingsResponse } from '@roadbook/domain/contracts/site-settings';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSignedInUser } from '@/testing/account.fixture';
import { errorResponse, jsonResponse, requestsTo, type MockRequest } from '@/testing/api-mock';
import { ADMIN, backOfficeHandlers, SUPPLIER } from '@/testing/back-office.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './BackOfficePages';

const SLOW = { timeout: 30_000 };

const SETTINGS: SiteSettings = {
  maintenance: false,
  hideSuppliers: false,
  minimumAge: 21,
  paymentWindowMinutes: 30,
  lateCancellationFeePercent: 20,
  maxLocationsPerSupplier: 50,
};
const NEVER_CHANGED: SiteSettingsResponse = { settings: SETTINGS, updatedAt: null, updatedBy: null };

/** The API of the page: GET answers `current`, PUT answers `onPut` (the settings it was sent, by default). */
function settingsApi(user: User, onPut?: (request: MockRequest) => Response) {
  return {
    ...backOfficeHandlers(user),
    '/api/admin/settings': (request: MockRequest) => {
      if (request.method !== 'PUT') return jsonResponse(NEVER_CHANGED);
      if (onPut) return onPut(request);
      return jsonResponse({
        settings: request.body,
        updatedAt: '2026-11-28T09:30:00.000Z',
        updatedBy: { id: ADMIN.id, fullName: ADMIN.fullName },
      });
    },
  };
}

describe('the back office’s site settings', () => {
  it(
    'shows an admin the settings in effect and saves a change checked with the API’s rule',
    SLOW,
    async () => {
      storeSignedInUser(ADMIN);
      const { user, fetchMock } = await renderApp({
        url: '/admin/settings?l=en',
        handlers: settingsApi(ADMIN),
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
      expect(screen.getByText(/Nobody has changed these settings yet/)).toBeVisible();
      const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
      expect(within(navigation).getByRole('link', { name: 'Site settings' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const age = screen.getByRole('textbox', { name: 'Minimum age of drivers' });
      expect(age).toHaveValue('21');
      expect(screen.getByRole('switch', { name: 'Maintenance page' })).not.toBeChecked();

      // Below the service's minimum: refused before anything is sent.
      await user.clear(age);
      await user.type(age, '18');
      await user.click(screen.getByRole('button', { name: 'Save the settings' }));
      expect(await screen.findByRole('group', { name: 'Please fix errors' })).toBeVisible();
      expect(age).toHaveAttribute('aria-invalid', 'true');
      expect(requestsTo(fetchMock, '/api/admin/settings').filter((r) => r.method === 'PUT')).toEqual([]);

      await user.clear(age);
      await user.type(age, '25');
      await user.click(screen.getByRole('switch', { name: 'Maintenance page' }));
      await user.click(screen.getByRole('button', { name: 'Save the settings' }));
      expect(await screen.findByText('The settings are saved and apply from now on.')).toBeVisible();
      expect(requestsTo(fetchMock, '/api/admin/settings').filter((r) => r.method === 'PUT')).toEqual([
        { method: 'PUT', body: { ...SETTINGS, maintenance: true, minimumAge: 25 } },
      ]);
      expect(await screen.findByText(/Last changed on .* by Ada Admin\./)).toBeVisible();
    },
  );

  it('shows the API’s refusal under its field', SLOW, async () => {
    storeSignedInUser(ADMIN);
    const { user } = await renderApp({
      url: '/admin/settings?l=en',
      handlers: settingsApi(ADMIN, () =>
        errorResponse(400, 'common.invalidRequest', {
          fields: [
            {
              path: 'maxLocationsPerSupplier',
              in: 'body',
              code: 'validation.outOfRange',
              params: { min: 1, max: 1000 },
            },
          ],
        }),
      ),
    });
    await screen.findByRole('heading', { level: 1, name: 'Site settings' });
    await user.click(screen.getByRole('button', { name: 'Save the settings' }));
    const field = screen.getByRole('textbox', { name: 'Maximum number of locations per supplier' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
  });

  it('tells a supplier the page does not exist, and asks nothing of the API', SLOW, async () => {
    storeSignedInUser(SUPPLIER);
    const { fetchMock } = await renderApp({ url: '/admin/settings?l=en', handlers: settingsApi(SUPPLIER) });
    expect(await screen.findByText('This page of the back office does not exist.')).toBeVisible();
    const navigation = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(within(navigation).queryByRole('link', { name: 'Site settings' })).toBeNull();
    expect(requestsTo(fetchMock, '/api/admin/settings')).toEqual([]);
  });
});
