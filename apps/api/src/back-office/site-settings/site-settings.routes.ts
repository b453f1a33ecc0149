// The site settings under /api/admin/settings, for admins: read them, and change them while the site
// runs. 401 for a visitor and 403 for anyone but an admin before anything else is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteSettingsResponseSchema, SiteSettingsSchema } from '@roadbook/domain/contracts/site-settings';
import { errorResponses } from '../../http/error-responses';
import { staffOf } from '../back-office-guard';
import type { SiteSettingsService } from '../../platform/site-settings/site-settings.service';

const PRIVATE = 'private, no-store';
const SETTINGS =
  'maintenance (/ shows the maintenance page), hideSuppliers (the suppliers’ pages, sections and ' +
  'list are hidden), minimumAge (21 to 99: sign-up, profile and checkout), paymentWindowMinutes (5 to ' +
  '1440: how long an online checkout holds the car), lateCancellationFeePercent (0 to 100) and ' +
  'maxLocationsPerSupplier (1 to 1000: the distinct pick-up places of one supplier’s cars). Each is ' +
  'the value an admin saved, else the environment’s; updatedAt and updatedBy are null until the first save.';

export const siteSettingsRoutes: FastifyPluginAsyncZod<{ siteSettings: SiteSettingsService }> = async (
  app,
  { siteSettings },
) => {
  app.get(
    '/settings',
    {
      schema: {
        tags: ['back office'],
        summary: 'The site settings in effect, and when and by whom they were last changed (admins)',
        description: SETTINGS,
        response: { 200: SiteSettingsResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return siteSettings.read();
    },
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['back office'],
        summary: 'Change the site settings, in effect from the next request (admins)',
        description:
          `Body: every setting. ${SETTINGS} Field codes in details.fields (validation.required, ` +
          'validation.invalidValue, validation.outOfRange { min, max }). The change is written to the ' +
          'audit trail in its transaction; one that changes nothing records nothing.',
        body: SiteSettingsSchema,
        response: { 200: SiteSettingsResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      reply.header('cache-control', PRIVATE);
      return siteSettings.update(user, request.body, new Date());
    },
  );
};
