// The back office's fleet under /api/admin/cars: the list, one car, its creation, replacement, copy
// and removal, its image, and the CSV import of many cars (its preview and sample). For admins (every
// car) and suppliers (their own); 401 for a visitor and 403 for a driver before anything else is read.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CarInputSchema } from '@roadbook/domain/car-schema';
import {
  CarRemovalSchema,
  FleetCarResponseSchema,
  FleetPageSchema,
  FleetQuerySchema,
} from '@roadbook/domain/contracts/fleet';
import {
  FLEET_IMPORT_MAX_BYTES,
  FLEET_IMPORT_MAX_ROWS,
  FleetImportPreviewSchema,
  FleetImportResultSchema,
} from '@roadbook/domain/contracts/fleet-import';
import { DomainError } from '@roadbook/domain/error-codes';
import { errorResponses } from '../../http/error-responses';
import { readSingleFile } from '../../integrations/storage/multipart-file';
import { staffOf } from '../back-office-guard';
import type { FleetService } from '../../catalogue/fleet/fleet.service';

export interface FleetRoutesOptions {
  fleet: FleetService;
  /** The largest image accepted, in bytes. */
  uploadMaxBytes: number;
}

const ParamsSchema = z.object({ id: z.uuid() });
const PRIVATE = 'private, no-store';
const SCOPE =
  'A supplier reads and changes its own cars only: another supplier’s car answers 404 common.notFound, ' +
  'as an unknown one.';
const BODY =
  'Body: every field of the car (CarInputSchema; amounts in minor units of USD), its date ranges ' +
  '(`dateBasedPrices`, which may not overlap: validation.dateRangesOverlap) and pick-up places ' +
  '(`locationIds`, at least one, each an existing location, else validation.invalidValue at ' +
  '`locationIds`; validation.maxLocationsReached { max } there when they would take the supplier past ' +
  'the distinct places its cars may serve, the maxLocationsPerSupplier setting). An admin names the supplier (`supplierId`: validation.required when missing, ' +
  'validation.invalidValue when it is not a supplier); a supplier’s car is its own whatever it says. ' +
  'Field codes in details.fields.';
const IMAGE_ERRORS =
  'multipart/form-data with one file in the field `image`, a JPEG, PNG, WebP, GIF or AVIF picture: ' +
  'the content decides (415 upload.unsupportedType), 413 upload.tooLarge or upload.tooManyPixels, ' +
  '422 upload.unreadable, 400 validation.imageRequired when there is none. It is cropped to ' +
  '300 × 200 (stored at twice that) and re-encoded without its metadata.';
const IMPORT_FILE =
  'multipart/form-data with the CSV in the one file field `file` ' +
  `(at most ${FLEET_IMPORT_MAX_BYTES / 1_000_000} MB: 413 upload.tooLarge; ` +
  `at most ${FLEET_IMPORT_MAX_ROWS} cars: validation.tooMany), UTF-8 with or without BOM, comma or ` +
  'semicolon separated, one car a line under a header of column names (case aside, in any order): ' +
  'name, supplier (an admin’s file only: the email of a supplier account; a supplier’s cars are its own), ' +
  'licencePlate, size, fuelType, gearbox, seats, doors, aircon, multimedia (values separated by |), mileage ' +
  '(unlimited or km a day), fuelPolicy, deposit, minimumAge, isLicenceRequired, availability, isFullyBooked, ' +
  'isComingSoon, the eight tier prices (dailyPrice … discountedMonthlyPrice; empty: none), the six options ' +
  '(unavailable, included or a price) and locations (place names separated by |, matched case and accents ' +
  'aside against the places’ names in every language). Amounts in dollars with a dot (45.50), booleans ' +
  'yes/no, true/false or 1/0, enumeration values as the API writes them. name, size, fuelType, gearbox, ' +
  'seats, doors, mileage, deposit, dailyPrice and locations are required columns (400 import.missingColumn ' +
  '{ column }); a missing or empty optional cell takes its default: no licence plate, no air conditioning, ' +
  'no multimedia, fuel policy fullToFull, minimum age 21, licence required, available, not fully booked nor ' +
  'coming soon, no other tier price, every option unavailable. Other columns are ignored (`ignoredColumns`). ' +
  'Prices by date are not imported: they are set in the editor. 400 import.unreadable (not UTF-8 text, an ' +
  'unterminated quote), import.empty (no car), import.duplicateColumn. Each row is checked as the editor ' +
  'checks a car (CarInputSchema), the supplier and the places in the database.';
const ROWS =
  "Each row: its line (the header is line 1), its name and its errors, each at its column (`field`, '' for " +
  'the whole line: import.wrongCellCount) with its code: the editor’s field codes, validation.invalidValue ' +
  'for an unknown supplier or one that is not a supplier, import.unknownPlace and import.ambiguousPlace ' +
  '{ name } at locations, and validation.maxLocationsReached { max } at locations on the first row that ' +
  'takes its supplier past the distinct places its cars may serve (the maxLocationsPerSupplier setting).';

/** The CSV file of an import request (`import.empty` when there is none, or an empty one). */
async function readImportFile(request: FastifyRequest): Promise<Buffer> {
  try {
    return (await readSingleFile(request, { maxBytes: FLEET_IMPORT_MAX_BYTES, field: 'file' })).bytes;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'validation.imageRequired') {
      throw new DomainError('import.empty');
    }
    throw error;
  }
}

export const fleetRoutes: FastifyPluginAsyncZod<FleetRoutesOptions> = async (
  app,
  { fleet, uploadMaxBytes },
) => {
  app.get(
    '/cars',
    {
      schema: {
        tags: ['back office'],
        summary: 'The fleet: a supplier’s cars, or every car for an admin, filtered, sorted and paged',
        description:
          '`keyword` matches the name and the licence plate (case and accents aside); `supplier` ' +
          '(admins only: a supplier always reads its own cars) and `size` may repeat. Sorted by `sort` ' +
          'and `order`, then by id. 30 a page unless `pageSize` (at most 100) says otherwise.',
        querystring: FleetQuerySchema,
        response: { 200: FleetPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      reply.header('cache-control', PRIVATE);
      return fleet.listCars(user, request.query);
    },
  );

  app.get(
    '/cars/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'A car with every field the editor shows, and its number of bookings',
        description: SCOPE,
        params: ParamsSchema,
        response: { 200: FleetCarResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      reply.header('cache-control', PRIVATE);
      return { car: await fleet.getCar(user, request.params.id) };
    },
  );

  app.post(
    '/cars',
    {
      schema: {
        tags: ['back office'],
        summary: 'Add a car, with its date ranges and pick-up places',
        description: `${BODY} The change is written to the audit trail.`,
        body: CarInputSchema,
        response: { 201: FleetCarResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      const car = await fleet.createCar(user, request.body);
      return reply.status(201).send({ car });
    },
  );

  app.put(
    '/cars/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Replace every field of a car, its date ranges and pick-up places',
        description: `${BODY} An admin may give the car to another supplier. ${SCOPE}`,
        params: ParamsSchema,
        body: CarInputSchema,
        response: { 200: FleetCarResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 414, 415) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { car: await fleet.updateCar(user, request.params.id, request.body, new Date()) };
    },
  );

  app.post(
    '/cars/:id/duplicate',
    {
      schema: {
        tags: ['back office'],
        summary: 'Copy a car: every field, its date ranges, pick-up places and image',
        description: `The copy belongs to the same supplier. ${SCOPE}`,
        params: ParamsSchema,
        response: { 201: FleetCarResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      const car = await fleet.duplicateCar(user, request.params.id);
      return reply.status(201).send({ car });
    },
  );

  app.delete(
    '/cars/:id',
    {
      schema: {
        tags: ['back office'],
        summary: 'Remove a car: deleted, or made unavailable when bookings name it',
        description:
          'A car without any booking is deleted with its date ranges and places (`deleted`); one with ' +
          'bookings, whatever their status, is kept for the accounts and made unavailable ' +
          `(\`madeUnavailable\`). ${SCOPE}`,
        params: ParamsSchema,
        response: { 200: CarRemovalSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return fleet.removeCar(user, request.params.id, new Date());
    },
  );

  app.put(
    '/cars/:id/image',
    {
      schema: {
        tags: ['back office'],
        summary: 'Set the picture of a car',
        description: `${IMAGE_ERRORS} ${SCOPE}`,
        params: ParamsSchema,
        response: {
          200: FleetCarResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 414, 415, 422),
        },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      const { bytes } = await readSingleFile(request, { maxBytes: uploadMaxBytes, field: 'image' });
      return { car: await fleet.setImage(user, request.params.id, bytes, new Date()) };
    },
  );

  app.delete(
    '/cars/:id/image',
    {
      schema: {
        tags: ['back office'],
        summary: 'Remove the picture of a car',
        description: SCOPE,
        params: ParamsSchema,
        response: { 200: FleetCarResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { car: await fleet.deleteImage(user, request.params.id, new Date()) };
    },
  );

  app.get(
    '/cars/import/sample',
    {
      schema: {
        tags: ['back office'],
        summary: 'A sample CSV file for the fleet import: three cars at the demo data’s places',
        description: 'text/csv, as a download.',
        response: { 200: z.string(), ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="roadbook-fleet-import.csv"')
        .header('cache-control', PRIVATE)
        .send(fleet.importSample());
    },
  );

  app.post(
    '/cars/import/preview',
    {
      schema: {
        tags: ['back office'],
        summary:
          'Check a CSV file of cars before importing it: every row with its errors; nothing is written',
        description: `${IMPORT_FILE} ${ROWS}`,
        response: { 200: FleetImportPreviewSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      reply.header('cache-control', PRIVATE);
      return fleet.previewImport(user, await readImportFile(request));
    },
  );

  app.post(
    '/cars/import',
    {
      schema: {
        tags: ['back office'],
        summary: 'Import a CSV file of cars: all of them, or none when any row has an error',
        description:
          `${IMPORT_FILE} When every row is valid, every car is written with its places in one ` +
          'transaction, each with its audit event (201); when any row has an error, nothing is: 400 ' +
          `import.rowsInvalid with the preview’s answer in details (\`rows\`, \`valid\`, \`invalid\`). ${ROWS}`,
        response: { 201: FleetImportResultSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      const result = await fleet.importCars(user, await readImportFile(request));
      return reply.status(201).send(result);
    },
  );
};
