import type { i18n as I18n } from 'i18next';

import { getConfig, type AppConfig } from '@/features/config/api/get-config';
import { createI18n, hasChosenLanguage, startLanguage } from '@/lib/i18n';

export interface AppStart {
  i18n: I18n;
  /** The public settings when they were needed to choose the language (seeds the query cache). */
  config: AppConfig | undefined;
}

/**
 * Chooses the start language and loads its catalogues. On a first visit (no `l`, nothing stored)
 * the public settings are fetched first, since their default language decides.
 */
export async function startApp(search: string): Promise<AppStart> {
  const config = hasChosenLanguage(search) ? undefined : await getConfig().catch(() => undefined);
  const i18n = await createI18n(startLanguage(search, config?.defaultLanguage));
  return { i18n, config };
}
