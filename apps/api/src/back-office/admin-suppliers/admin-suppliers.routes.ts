// The supplier accounts under /api/admin/suppliers, for admins: the list, one supplier, its
// verification, suspension and reinstatement, its profile and settings, its logo. 401 for a visitor
// and 403 for anyone but an admin before anything else is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminSupplierBodySchema } from '@roadbook/domain/admin-supplier-schema';
import {
  AdminSupplierPageSchema,
  AdminSupplierQuerySchema,
  AdminSupplierResponseSchema,
} from '@roadbook/domain/contracts/admin-suppliers';
import { errorResponses } from '../../http/error-responses';
import { readSingleFile } from '../../integrations/storage/multipart-file';
import { staffOf } from '../back-office-guard';
import type { AdminSuppliersService } from './admin-suppliers.service';

export interface AdminSuppliersRoutesOptions {
  adminSuppliers: AdminSuppliersService;
  /** The largest logo accepted, in bytes. */
  uploadMaxBytes: number;
}

const ParamsSchema = z.object({ id: z.uuid() });
const PRIVATE = 'private, no-store';
const ANSWER =
  'Answers the supplier; 404 common.notFound when no supplier account (not deleted) has that id. ' +
  'A change is written to the audit trail in its transaction; one that changes nothing records nothing.';
const LOGO_ERRORS =
  'multipart/form-data with one file in the field `logo`, a JPEG, PNG, WebP, GIF or AVIF picture: ' +
  'the content decides (415 upload.unsupportedType), 413 upload.tooLarge or upload.tooManyPixels, ' +
  '422 upload.unreadable, 400 validation.imageRequired when there is none. It is re-encoded without ' +
  'its metadata, as the supplier’s own upload is.';

export const adminSuppliersRoutes: FastifyPluginAsyncZod<AdminSuppliersRoutesOptions> = async (
  app,
  { adminSuppliers, uploadMaxBytes },
) => {
  app.get(
    '/suppliers',
    {
      schema: {
        tags: ['back office'],
        summary: 'Every supplier account, verified or not, suspended or not, by name (admins)',
        description:
          'Sorted by name (case and accents aside), then id; deleted accounts are left out. `keyword` ' +
          'matches the name (case and accents aside) and the email address; `state` keeps the ' +
          '`unverified` (not verified by an admin, not suspended), the `verified` (not suspended) or ' +
          'the `suspended`. Each supplier with its number of cars, whatever their availability. 30 a ' +
          'page unless `pageSize` (at most 100) says otherwise. 403 auth.forbidden for anyone but an admin.',
        querystring: AdminSupplierQuerySchema,
        response: { 200: AdminSupplierPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return adminSuppliers.listSuppliers(request.query);
    },
  );

  app.get(
    '/suppliers/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'A supplier: contact, settings, logo, state, number of cars (admins)',
        description: '404 common.notFound when no supplier account (not deleted) has that id.',
        params: ParamsSchema,
        response: { 200: AdminSupplierResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { supplier: await adminSuppliers.getSupplier(request.params.id) };
    },
  );

  app.put(
    '/suppliers/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Edit a supplier: name, phone, location, bio and settings (admins)',
        description:
          'Body: name, phone, location (or null), bio (or null), and the settings as the supplier’s ' +
          'own form sends them: priceChangeRate (percent, -100 to 999.99, two decimals, or null), ' +
          `isPayAtCounterAllowed, isLicenceRequired, minimumRentalDays (1 to 90). Field codes in details.fields. ${ANSWER}`,
        params: ParamsSchema,
        body: AdminSupplierBodySchema,
        response: {
          200: AdminSupplierResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 414, 415),
        },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { supplier: await adminSuppliers.edit(user, request.params.id, request.body, new Date()) };
    },
  );

  app.post(
    '/suppliers/:id/verify',
    {
      schema: {
        tags: ['back office'],
        summary: 'Verify a supplier: its cars become public at once (admins)',
        description:
          'Sets when an admin verified it; its available cars are in the public search from then on, ' +
          'once its email address is confirmed too (and while it is not suspended). The supplier is ' +
          `emailed in its language. Already verified: nothing changes, no email. ${ANSWER}`,
        params: ParamsSchema,
        response: { 200: AdminSupplierResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { supplier: await adminSuppliers.verify(user, request.params.id, new Date()) };
    },
  );

  app.post(
    '/suppliers/:id/suspend',
    {
      schema: {
        tags: ['back office'],
        summary: 'Suspend a supplier: signed out, cannot sign in, cars out of the search (admins)',
        description: `Its sessions end with the change (its next request is 401). ${ANSWER}`,
        params: ParamsSchema,
        response: { 200: AdminSupplierResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { supplier: await adminSuppliers.suspend(user, request.params.id, new Date()) };
    },
  );

  app.post(
    '/suppliers/:id/reinstate',
    {
      schema: {
        tags: ['back office'],
        summary: 'Lift a supplier’s suspension (admins)',
        description: `It may sign in again; its cars are back in the search as before. ${ANSWER}`,
        params: ParamsSchema,
        response: { 200: AdminSupplierResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { supplier: await adminSuppliers.reinstate(user, request.params.id, new Date()) };
    },
  );

  app.put(
    '/suppliers/:id/logo',
    {
      schema: {
        tags: ['back office'],
        summary: 'Set the logo of a supplier (admins)',
        description: `${LOGO_ERRORS} ${ANSWER}`,
        params: ParamsSchema,
        response: {
          200: AdminSupplierResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 414, 415, 422),
        },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      const { bytes } = await readSingleFile(request, { maxBytes: uploadMaxBytes, field: 'logo' });
      return { supplier: await adminSuppliers.setLogo(user, request.params.id, bytes, new Date()) };
    },
  );

  app.delete(
    '/suppliers/:id/logo',
    {
      schema: {
        tags: ['back office'],
        summary: 'Remove the logo of a supplier (admins)',
        description: ANSWER,
        params: ParamsSchema,
        response: { 200: AdminSupplierResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { supplier: await adminSuppliers.deleteLogo(user, request.params.id, new Date()) };
    },
  );
};
