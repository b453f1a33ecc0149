// GET /api/config: the public settings the site shell needs (maintenance, suppliers, languages, map).
import { BASE_CURRENCY, type Language } from '@roadbook/domain/constants';
import { isLanguage } from '@roadbook/domain/language';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { ApiError, apiRequest, expectRecord } from '@/lib/api-client';

export interface AppConfig {
  maintenance: boolean;
  hideSuppliers: boolean;
  languageByIp: boolean;
  defaultLanguage: Language;
  mapTileUrl: string;
  baseCurrency: typeof BASE_CURRENCY;
}

function invalid(field: string): ApiError {
  return new ApiError(500, 'common.unhandled', `Invalid config field: ${field}`);
}

function booleanField(body: Record<string, unknown>, field: string): boolean {
  const value = body[field];
  if (typeof value !== 'boolean') throw invalid(field);
  return value;
}

export function parseConfig(value: unknown): AppConfig {
  const body = expectRecord(value, 'config');
  const { defaultLanguage, mapTileUrl, baseCurrency } = body;
  if (!isLanguage(defaultLanguage)) throw invalid('defaultLanguage');
  if (typeof mapTileUrl !== 'string') throw invalid('mapTileUrl');
  if (baseCurrency !== BASE_CURRENCY) throw invalid('baseCurrency');
  return {
    maintenance: booleanField(body, 'maintenance'),
    hideSuppliers: booleanField(body, 'hideSuppliers'),
    languageByIp: booleanField(body, 'languageByIp'),
    defaultLanguage,
    mapTileUrl,
    baseCurrency,
  };
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
