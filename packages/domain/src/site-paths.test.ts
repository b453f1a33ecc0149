import { describe, expect, it } from 'vitest';

import { isSitePage } from './site-paths';

describe('isSitePage', () => {
  it('knows the pages, with a parameter or under a prefix, as the router matches them', () => {
    for (const path of [
      '/',
      '/home',
      '/About',
      '/faq/',
      '/checkout-session/cs_123',
      '/help/drivers',
      '/help/article/cancel-a-booking',
      '/help/search',
      '/internal/login',
      '/internal/commercial-guide',
      '/admin',
      '/admin/sign-in',
      '/admin/cars',
      '/admin/cars/new',
      '/admin/audit',
      '/admin/agency',
      '/admin/cars/import',
      '/admin/suppliers',
      '/admin/cars/0b9d4f0e-3c1a-4f7e-9a57-2f4b8c1d6e70',
    ]) {
      expect(isSitePage(path), path).toBe(true);
    }
  });

  it('knows no other address', () => {
    for (const path of [
      '/nowhere',
      '/internal',
      '/internal/secret',
      '/help/article',
      '/help/article/a/b',
      '/checkout-session',
      '/checkout-session/:sessionId/more',
      '/home//',
      '/api/config',
      '/admin/nowhere',
      '/admin/cars/42',
      '/admin/cars/new/more',
    ]) {
      expect(isSitePage(path), path).toBe(false);
    }
  });
});
