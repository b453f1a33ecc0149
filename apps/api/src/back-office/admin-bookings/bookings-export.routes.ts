// GET /api/admin/bookings/export: the back office's filtered bookings list as a CSV download, for
// admins (every booking) and suppliers (their cars'); 401 for a visitor and 403 for a driver before
// anything else is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BookingExportQuerySchema } from '@roadbook/domain/contracts/bookings-export';
import { errorResponses } from '../../http/error-responses';
import { requestLanguage } from '../../http/request-language';
import { staffOf } from '../back-office-guard';
import type { BookingsExport } from '../../bookings/bookings/bookings-export';

export const bookingsExportRoutes: FastifyPluginAsyncZod<{
  bookingsExport: BookingsExport;
}> = async (app, { bookingsExport }) => {
  app.get(
    '/bookings/export',
    {
      schema: {
        tags: ['back office'],
        summary: 'The filtered bookings list as a CSV file: every matching booking, not one page',
        description:
          'The filters of GET /api/bookings (`status` and `supplier` repeatable, `driver`, `from`, `to`, ' +
          '`keyword`) within the same scope: a supplier’s own bookings, an admin’s all. text/csv as a ' +
          'download named bookings-YYYY-MM-DD.csv; one row a booking, newest pick-up first: id, status, ' +
          'car, supplier, driver name and email, pick-up and drop-off places, times (ISO 8601 with the ' +
          'marketplace’s offset), days, total and amount paid online (decimal USD), payment choice, ' +
          'created at. The header row is in `lang` (else Accept-Language, else English). A cell ' +
          'starting with = + - @, a tab or a carriage return is prefixed with an apostrophe, so that ' +
          'a spreadsheet reads it as text.',
        querystring: BookingExportQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      // `lang` names the header's language; the other parameters are the list's filters.
      const csv = await bookingsExport.bookingsCsv(user, request.query, requestLanguage(request));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${bookingsExport.fileName(new Date())}"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
