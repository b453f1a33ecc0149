import { BASE_CURRENCY } from '@roadbook/domain/constants';
import type { SiteConfig } from '@roadbook/domain/contracts/site-config';

/** The public settings of the marketplace (config.site). */
export type SiteSettings = Omit<SiteConfig, 'baseCurrency'>;

export function createSiteService({ settings }: { settings: SiteSettings }) {
  return {
    /** What the web app needs at start: the settings and the currency amounts are in. */
    publicConfig(): SiteConfig {
      return { ...settings, baseCurrency: BASE_CURRENCY };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
