import { BASE_CURRENCY } from '@roadbook/domain/constants';
import type { SiteConfig } from '@roadbook/domain/contracts/site-config';
import type { SiteSettings } from '@roadbook/domain/contracts/site-settings';
import type { CurrentSiteSettings } from '../site-settings/site-settings.service';

/** The site settings GET /api/config gives (those admins change while the site runs). */
type RunTimeSettings = Pick<
  SiteSettings,
  'maintenance' | 'hideSuppliers' | 'minimumAge' | 'paymentWindowMinutes' | 'lateCancellationFeePercent'
>;

/** The public settings of the marketplace that are fixed while it runs (the environment's). */
export type FixedSiteSettings = Omit<SiteConfig, 'baseCurrency' | keyof RunTimeSettings>;

export function createSiteService({
  settings,
  siteSettings,
}: {
  settings: FixedSiteSettings;
  /** The settings admins change in the back office, as they are now. */
  siteSettings: CurrentSiteSettings;
}) {
  return {
    /** What the web app needs at start: the settings and the currency amounts are in. */
    async publicConfig(): Promise<SiteConfig> {
      const current = await siteSettings();
      return {
        ...settings,
        maintenance: current.maintenance,
        hideSuppliers: current.hideSuppliers,
        minimumAge: current.minimumAge,
        paymentWindowMinutes: current.paymentWindowMinutes,
        lateCancellationFeePercent: current.lateCancellationFeePercent,
        baseCurrency: BASE_CURRENCY,
      };
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
