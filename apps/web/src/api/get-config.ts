// GET /api/config: the public settings the site shell needs (maintenance, suppliers, languages, map).
import { BASE_CURRENCY } from '@roadbook/domain/constants';
import type { SiteConfig } from '@roadbook/domain/contracts/site-config';
import { isLanguage } from '@roadbook/domain/language';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest } from '@/lib/api-client';

export type AppConfig = SiteConfig;

/**
 * The shape of SiteConfigSchema, checked without zod: every page reads the settings at start, and
 * zod would otherwise be part of every first load (a test keeps the two in agreement).
 */
export function isSiteConfig(value: unknown): value is SiteConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    'maintenance' in value &&
    typeof value.maintenance === 'boolean' &&
    'hideSuppliers' in value &&
    typeof value.hideSuppliers === 'boolean' &&
    'languageByIp' in value &&
    typeof value.languageByIp === 'boolean' &&
    'defaultLanguage' in value &&
    isLanguage(value.defaultLanguage) &&
    'mapTileUrl' in value &&
    typeof value.mapTileUrl === 'string' &&
    'baseCurrency' in value &&
    value.baseCurrency === BASE_CURRENCY &&
    'socialSignIn' in value &&
    areProviderIds(value.socialSignIn) &&
    'recaptchaSiteKey' in value &&
    isOptionalText(value.recaptchaSiteKey) &&
    'payPalClientId' in value &&
    isOptionalText(value.payPalClientId) &&
    'timeZone' in value &&
    typeof value.timeZone === 'string' &&
    'lateCancellationFeePercent' in value &&
    typeof value.lateCancellationFeePercent === 'number'
  );
}

function isOptionalText(value: unknown): boolean {
  return value === null || typeof value === 'string';
}

function areProviderIds(ids: unknown): boolean {
  return (
    typeof ids === 'object' &&
    ids !== null &&
    ['google', 'apple', 'facebook'].every((provider) => isOptionalText(Reflect.get(ids, provider)))
  );
}

/** Checks the body against the shape the API answers with. */
export function parseConfig(value: unknown): AppConfig {
  if (!isSiteConfig(value)) throw new ApiError(500, 'common.unhandled', 'Unexpected config response');
  return value;
}

export async function getConfig(): Promise<AppConfig> {
  return parseConfig(await apiRequest('/api/config'));
}

export function configQueryOptions() {
  return queryOptions({ queryKey: ['config'], queryFn: getConfig, staleTime: Infinity });
}

export function useConfig() {
  return useQuery(configQueryOptions());
}
