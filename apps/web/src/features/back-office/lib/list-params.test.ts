import { FleetQuerySchema } from '@roadbook/domain/contracts/fleet';
import { describe, expect, it } from 'vitest';

import { changedParams, listQueryOf } from './list-params';

describe('a list in the address', () => {
  it('reads repeated parameters as lists and keeps what the contract takes', () => {
    const query = listQueryOf(
      new URLSearchParams('size=mini&size=bus&page=2&sort=dailyPrice&order=desc'),
      FleetQuerySchema,
    );
    expect(query).toMatchObject({ size: ['mini', 'bus'], page: 2, sort: 'dailyPrice', order: 'desc' });
  });

  it('drops what the contract refuses, so a hand-typed address still shows the list', () => {
    const query = listQueryOf(new URLSearchParams('size=limousine&page=x&keyword=clio'), FleetQuerySchema);
    expect(query).toMatchObject({ keyword: 'clio', page: 1, sort: 'name', order: 'asc' });
    expect(query.size).toBeUndefined();
  });

  it('goes back to the first page when anything but the page changes', () => {
    const params = new URLSearchParams('keyword=clio&page=3&size=mini');
    expect(changedParams(params, { size: ['midi', 'maxi'] }).toString()).toBe(
      'keyword=clio&size=midi&size=maxi',
    );
    expect(changedParams(params, { page: 4 }).toString()).toBe('keyword=clio&size=mini&page=4');
    expect(changedParams(params, { keyword: '' }).toString()).toBe('size=mini');
  });
});
