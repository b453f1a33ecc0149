import { z } from 'zod';
import { BASE_CURRENCY, LANGUAGES } from '../constants';

/** GET /api/config: the public settings the web app needs at start. */
export const SiteConfigSchema = z.object({
  maintenance: z.boolean(),
  hideSuppliers: z.boolean(),
  languageByIp: z.boolean(),
  defaultLanguage: z.enum(LANGUAGES),
  mapTileUrl: z.string(),
  baseCurrency: z.literal(BASE_CURRENCY),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;
