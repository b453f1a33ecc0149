import type { AuditEvent, AuditPage } from '@roadbook/domain/contracts/audit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { storeSignedInUser } from '@/testing/account.fixture';
import { jsonResponse } from '@/testing/api-mock';
import { ADMIN, backOfficeHandlers } from '@/testing/back-office.fixture';
import { renderApp } from '@/testing/render-app';

// Loaded before the tests, as the lazy route would on first use, so its first load is not timed.
import './BackOfficePages';
import '@/features/back-office/components/AuditList';

const SLOW = { timeout: 30_000 };

const SETTINGS_CHANGED: AuditEvent = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  at: '2026-11-28T09:30:00.000Z',
  actor: { id: ADMIN.id, fullName: ADMIN.fullName, type: 'admin' },
  action: 'update',
  recordKind: 'settings',
  recordId: 'site',
  recordLabel: null,
  before: { maintenance: false, paymentWindowMinutes: 30 },
  after: { maintenance: false, paymentWindowMinutes: 45 },
};

const CAR_CREATED: AuditEvent = {
  ...SETTINGS_CHANGED,
  id: '7a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  action: 'create',
  recordKind: 'car',
  recordId: '9c8b7a6f-5e4d-4c3b-8a29-1f0e9d8c7b6a',
  recordLabel: 'Fiat 500',
  before: null,
  after: { name: 'Fiat 500', biWeeklyPrice: 7500, fullInsurance: 900 },
};

const PAGE: AuditPage = { events: [SETTINGS_CHANGED, CAR_CREATED], total: 2, page: 1, pageSize: 30 };

function auditApi() {
  return { ...backOfficeHandlers(ADMIN), '/api/admin/audit': () => jsonResponse(PAGE) };
}

/** Opens the changes of the `index`-th event of the trail and answers its dialog. */
async function openChanges(user: { click: (element: Element) => Promise<void> }, index: number) {
  const grid = await screen.findByRole('grid', {}, SLOW);
  const buttons = await within(grid).findAllByRole('button', { name: /changes|modifications/ });
  const button = buttons[index];
  if (button === undefined) throw new Error(`no event ${index}`);
  await user.click(button);
  return screen.findByRole('dialog');
}

describe('the audit trail', () => {
  it('names each changed field by its label, not its code', SLOW, async () => {
    storeSignedInUser(ADMIN);
    const { user } = await renderApp({ url: '/admin/audit?l=en', handlers: auditApi() });

    const settings = await openChanges(user, 0);
    const rows = within(settings).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['Payment window (minutes)']);
    expect(within(settings).queryByText('paymentWindowMinutes')).toBeNull();
    await user.click(within(settings).getByRole('button', { name: 'Close' }));

    // The car editor's words for its fields, and the option's name.
    const car = await openChanges(user, 1);
    expect(
      within(car)
        .getAllByRole('rowheader')
        .map((row) => row.textContent),
    ).toEqual(['Name', 'Price per 3 days', 'Full insurance']);
  });

  it('in the reader’s language', SLOW, async () => {
    storeSignedInUser(ADMIN);
    const { user } = await renderApp({ url: '/admin/audit?l=fr', handlers: auditApi() });
    const settings = await openChanges(user, 0);
    expect(within(settings).getByRole('rowheader')).toHaveTextContent('Délai de paiement (minutes)');
  });
});
