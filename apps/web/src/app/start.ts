import type { i18n as I18n } from 'i18next';

import { getConfig, type AppConfig } from '@/api/get-config';
import { getCountryCode } from '@/api/get-country-code';
import { createI18n, hasChosenLanguage, startLanguage } from '@/lib/i18n';

export interface AppStart {
  i18n: I18n;
  /** The public settings when they were needed to choose the language (seeds the query cache). */
  config: AppConfig | undefined;
}

/**
 * Chooses the start language and loads its catalogues. When neither the visitor (`l`, their account,
 * this device) nor their browser names one of ours, the public settings are fetched first, since
 * their default language decides; when they have language-by-IP on, the visitor's country is asked
 * for too, and decides before the default.
 */
export async function startApp(search: string, errorsOnDemand = false): Promise<AppStart> {
  const config = hasChosenLanguage(search) ? undefined : await getConfig().catch(() => undefined);
  // Nothing chose the language: with language-by-IP on, the visitor's country may (FR → fr, US → en).
  const countryCode = config?.languageByIp === true ? await getCountryCode() : null;
  const language = startLanguage(search, { countryCode, defaultLanguage: config?.defaultLanguage });
  const i18n = await createI18n(language, errorsOnDemand);
  return { i18n, config };
}
