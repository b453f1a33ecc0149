import { SiteConfigSchema } from '@roadbook/domain/contracts/site-config';
import { describe, expect, it } from 'vitest';

import { TEST_CONFIG } from '@/testing/api-mock';

import { isSiteConfig } from './get-config';

// The page checks the settings without zod; the API answers with SiteConfigSchema: both must agree.
const BROKEN: readonly [string, unknown][] = [
  ['no body', null],
  ['a list', [TEST_CONFIG]],
  ['maintenance as text', { ...TEST_CONFIG, maintenance: 'true' }],
  ['no hideSuppliers', { ...TEST_CONFIG, hideSuppliers: undefined }],
  ['languageByIp as a number', { ...TEST_CONFIG, languageByIp: 1 }],
  ['an unknown language', { ...TEST_CONFIG, defaultLanguage: 'de' }],
  ['no map tiles', { ...TEST_CONFIG, mapTileUrl: null }],
  ['another base currency', { ...TEST_CONFIG, baseCurrency: 'EUR' }],
  ['no social sign-in', { ...TEST_CONFIG, socialSignIn: undefined }],
  ['a provider id as a number', { ...TEST_CONFIG, socialSignIn: { google: 1, apple: null, facebook: null } }],
  ['no reCAPTCHA key', { ...TEST_CONFIG, recaptchaSiteKey: undefined }],
];

describe('the settings check', () => {
  it('accepts the settings the API schema accepts, in each language', () => {
    for (const defaultLanguage of ['en', 'fr', 'es'] as const) {
      const config = { ...TEST_CONFIG, defaultLanguage };
      expect(SiteConfigSchema.safeParse(config).success).toBe(true);
      expect(isSiteConfig(config)).toBe(true);
    }
  });

  it.each(BROKEN)('refuses %s, as the API schema does', (_name, body) => {
    expect(SiteConfigSchema.safeParse(body).success).toBe(false);
    expect(isSiteConfig(body)).toBe(false);
  });
});
