import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import { configQueryOptions } from '@/api/get-config';
import { createI18n } from '@/lib/i18n';
import { TEST_CONFIG } from '@/testing/api-mock';

import { LazyLocationMap } from './LazyLocationMap';
import type { MapLocation } from './map-types';

const PARIS: MapLocation = { id: 'p', name: 'Paris Orly', latitude: 48.72, longitude: 2.37 };
const LYON: MapLocation = {
  id: 'l',
  name: 'Lyon Part-Dieu',
  latitude: 45.76,
  longitude: 4.86,
  label: 'Lyon',
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('fr');
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient();
  client.setQueryData(configQueryOptions().queryKey, TEST_CONFIG);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}

// Leaflet is a separate chunk: its first import is slow under the test transform.
const LEAFLET_LOAD = { timeout: 15_000 };

describe('LazyLocationMap', () => {
  it(
    'holds the place with a labelled placeholder of the same height until Leaflet loads',
    LEAFLET_LOAD,
    async () => {
      const { container } = render(
        <LazyLocationMap locations={[PARIS]} label="Map of our places" height={320} />,
        { wrapper },
      );
      const region = screen.getByRole('region', { name: 'Map of our places' });
      expect(region).toHaveAttribute('aria-busy', 'true');
      expect(region).toHaveStyle({ height: '320px' });

      const map = await screen.findByRole('region', { name: 'Map of our places', busy: false }, LEAFLET_LOAD);
      expect(map).toHaveStyle({ height: '320px' });
      expect(container.querySelector('.leaflet-container')).not.toBeNull();
    },
  );

  it('lists the places beside the map and selects one from the list', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(
      <LazyLocationMap
        locations={[PARIS, LYON]}
        label="Map"
        height={300}
        onSelect={onSelect}
        selectedId="l"
        withList
        listLabel="Our places"
      />,
      { wrapper },
    );
    const list = screen.getByRole('list', { name: 'Our places' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Paris Orly', 'Lyon']);
    expect(within(list).getByRole('button', { name: 'Lyon' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(list).getByRole('button', { name: 'Paris Orly' }));
    expect(onSelect).toHaveBeenCalledWith(PARIS);
  });

  it('shows each place as a keyboard-focusable marker named after it', LEAFLET_LOAD, async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    render(<LazyLocationMap locations={[PARIS, LYON]} label="Map" height={300} onSelect={onSelect} />, {
      wrapper,
    });
    const map = await screen.findByRole('region', { name: 'Map', busy: false }, LEAFLET_LOAD);
    const marker = await within(map).findByRole('button', { name: 'Paris Orly' });
    expect(marker).toHaveAttribute('tabindex', '0');
    expect(within(map).getByRole('button', { name: 'Lyon Part-Dieu' })).toHaveAttribute('title', 'Lyon');

    marker.focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(PARIS);
  });
});
