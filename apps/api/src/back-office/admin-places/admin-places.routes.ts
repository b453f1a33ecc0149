// Countries and locations under /api/admin/countries and /api/admin/locations, for admins only: 401
// for a visitor, 403 for a driver or a supplier, before anything else is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminCountryPageSchema,
  AdminCountryQuerySchema,
  AdminCountryResponseSchema,
  AdminLocationPageSchema,
  AdminLocationQuerySchema,
  AdminLocationResponseSchema,
} from '@roadbook/domain/contracts/admin-places';
import { CountryInputSchema, LocationInputSchema } from '@roadbook/domain/place-schemas';
import { errorResponses } from '../../http/error-responses';
import { staffOf } from '../back-office-guard';
import type { AdminPlacesService } from './admin-places.service';

const ParamsSchema = z.object({ id: z.uuid() });
const PRIVATE = 'private, no-store';
const TAGS = ['back office'];
const AUDITED =
  'The change is written to the audit trail in its transaction. The public lists and the search read ' +
  'the same tables: they show it at once.';
const COUNTRY_BODY =
  'Body: `code` (ISO 3166-1 alpha-2, upper-cased; another country’s → 400 validation.countryCodeTaken ' +
  `on \`code\`) and \`names\` (\`en\`, \`fr\`, \`es\`, each required). ${AUDITED}`;
const LOCATION_BODY =
  'Body: `countryId` (an unknown country → 400 validation.invalidValue on it), `address`, `latitude` ' +
  `(−90 to 90), \`longitude\` (−180 to 180) and \`names\` (\`en\`, \`fr\`, \`es\`, each required). ${AUDITED}`;

export const adminPlacesRoutes: FastifyPluginAsyncZod<{ adminPlaces: AdminPlacesService }> = async (
  app,
  { adminPlaces },
) => {
  app.get(
    '/countries',
    {
      schema: {
        tags: TAGS,
        summary: 'The countries, by code, with their names and number of locations (admins)',
        description:
          '`keyword` matches the code and the names in any language (case and accents aside). 30 a ' +
          'page unless `pageSize` (at most 100) says otherwise.',
        querystring: AdminCountryQuerySchema,
        response: { 200: AdminCountryPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return adminPlaces.listCountries(request.query);
    },
  );

  app.post(
    '/countries',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a country (admins)',
        description: COUNTRY_BODY,
        body: CountryInputSchema,
        response: { 201: AdminCountryResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      const country = await adminPlaces.createCountry(user, request.body);
      return reply.code(201).send({ country });
    },
  );

  app.put(
    '/countries/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Change a country’s code and names (admins)',
        description: `${COUNTRY_BODY} 404 common.notFound for an unknown country.`,
        params: ParamsSchema,
        body: CountryInputSchema,
        response: { 200: AdminCountryResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 414, 415) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { country: await adminPlaces.updateCountry(user, request.params.id, request.body) };
    },
  );

  app.delete(
    '/countries/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a country without locations (admins)',
        description: `409 places.countryHasLocations while it has any. ${AUDITED}`,
        params: ParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 414) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      await adminPlaces.deleteCountry(user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/locations',
    {
      schema: {
        tags: TAGS,
        summary: 'The locations, by English name, with their names, country and use (admins)',
        description:
          '`keyword` matches the names in any language and the address (case and accents aside); ' +
          '`country` keeps one country’s. Each with the cars it serves and the bookings that use it. ' +
          '30 a page unless `pageSize` (at most 100) says otherwise.',
        querystring: AdminLocationQuerySchema,
        response: { 200: AdminLocationPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return adminPlaces.listLocations(request.query);
    },
  );

  app.get(
    '/locations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A location with its names in every language (admins)',
        params: ParamsSchema,
        response: { 200: AdminLocationResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { location: await adminPlaces.getLocation(request.params.id) };
    },
  );

  app.post(
    '/locations',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a location (admins)',
        description: LOCATION_BODY,
        body: LocationInputSchema,
        response: { 201: AdminLocationResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      const location = await adminPlaces.createLocation(user, request.body);
      return reply.code(201).send({ location });
    },
  );

  app.put(
    '/locations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Change a location (admins)',
        description: `${LOCATION_BODY} 404 common.notFound for an unknown location.`,
        params: ParamsSchema,
        body: LocationInputSchema,
        response: { 200: AdminLocationResponseSchema, ...errorResponses(400, 401, 403, 404, 413, 414, 415) },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { location: await adminPlaces.updateLocation(user, request.params.id, request.body) };
    },
  );

  app.delete(
    '/locations/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a location no car serves and no booking used (admins)',
        description: `409 places.locationInUse otherwise. ${AUDITED}`,
        params: ParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 414) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      await adminPlaces.deleteLocation(user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
