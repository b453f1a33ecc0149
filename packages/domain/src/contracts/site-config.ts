// API contracts use zod/mini: the same schema validates on the server and parses in the browser,
// where the tree-shakable mini build keeps the page light.
import * as z from 'zod/mini';
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
