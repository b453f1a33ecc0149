import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SignedInSchema,
  UpdateEmailNotificationsBodySchema,
  UpdateLanguageBodySchema,
  UserSchema,
} from '@roadbook/domain/contracts/accounts';
import { errorResponses } from '../../http/error-responses';
import { readSingleFile } from '../../integrations/storage/multipart-file';
import { requireSelfOrAdmin, requireSession } from '../../plugins/session';
import type { UsersService } from './users.service';

export interface UsersRoutesOptions {
  users: UsersService;
  uploadMaxBytes: number;
  formRateLimit: number;
}

const Empty = z.object({});
const IdParams = z.object({ id: z.uuid() });
const UpdateUserBody = z.looseObject({ id: z.uuid() });
/** A file sent as it is (a licence). */
const FileBody = z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('The file (an image or a PDF)');
const TempLicenceName = z.object({ name: z.string().min(1).max(100) });

/** The settings page's calls, at the spec's paths: each one for the account itself or an admin. */
export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { users, uploadMaxBytes, formRateLimit },
) => {
  const uploads = { maxBytes: uploadMaxBytes };

  app.get(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'An account, for itself or an admin',
        params: IdParams,
        response: { 200: UserSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.id);
      return users.user(request.params.id);
    },
  );

  app.post(
    '/update-user',
    {
      schema: {
        tags: ['users'],
        summary: 'Change the profile: full name, phone, birth date, location, bio',
        description: 'Body: id, fullName, phone, birthDate?, location?, bio?. Field codes as at sign-up.',
        body: UpdateUserBody,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.body.id);
      return { user: await users.updateProfile(request.body.id, request.body, new Date()) };
    },
  );

  app.post(
    '/update-avatar/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Upload the avatar (a supplier's logo): a JPEG, PNG, WebP, GIF or AVIF image",
        description:
          'multipart/form-data with one file. The content decides the type (415 upload.unsupportedType), ' +
          '413 upload.tooLarge, 422 upload.unreadable; the image is re-encoded without its metadata.',
        params: IdParams,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404, 413, 414, 415, 422) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.id);
      const { bytes } = await readSingleFile(request, uploads);
      return { user: await users.updateAvatar(request.params.id, bytes) };
    },
  );

  app.post(
    '/delete-avatar/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Remove the avatar',
        params: IdParams,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.id);
      return { user: await users.deleteAvatar(request.params.id) };
    },
  );

  app.post(
    '/update-email-notifications',
    {
      schema: {
        tags: ['users'],
        summary: 'Turn email notifications on or off',
        body: UpdateEmailNotificationsBodySchema,
        response: { 200: Empty, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.body.id);
      await users.updateEmailNotifications(request.body.id, request.body.enableEmailNotifications);
      return {};
    },
  );

  app.post(
    '/update-language',
    {
      schema: {
        tags: ['users'],
        summary: "Change the account's language (its emails and its pages)",
        body: UpdateLanguageBodySchema,
        response: { 200: Empty, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.body.id);
      await users.updateLanguage(request.body.id, request.body.language);
      return {};
    },
  );

  app.post(
    '/create-license',
    {
      config: { rateLimit: { max: formRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['users'],
        summary: "A visitor's licence at checkout, kept until the booking makes the account",
        description: 'multipart/form-data with one image or PDF; answers its temporary name.',
        response: { 200: z.object({ name: z.string() }), ...errorResponses(400, 413, 415, 422) },
      },
    },
    async (request) => {
      const { bytes } = await readSingleFile(request, uploads);
      return { name: await users.createTempLicence(bytes) };
    },
  );

  app.post(
    '/delete-temp-license/:name',
    {
      schema: {
        tags: ['users'],
        summary: "Remove a visitor's temporary licence",
        params: TempLicenceName,
        response: { 200: Empty, ...errorResponses(400, 404, 414) },
      },
    },
    async (request) => {
      await users.deleteTempLicence(request.params.name);
      return {};
    },
  );

  app.post(
    '/update-license/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Upload the driver's licence (an image or a PDF); never public",
        params: IdParams,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404, 413, 414, 415, 422) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.id);
      const { bytes } = await readSingleFile(request, uploads);
      return { user: await users.updateLicence(request.params.id, bytes) };
    },
  );

  app.post(
    '/delete-license/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Remove the driver's licence",
        params: IdParams,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request) => {
      requireSelfOrAdmin(request, request.params.id);
      return { user: await users.deleteLicence(request.params.id) };
    },
  );

  app.get(
    '/license/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A driver's licence file: for the driver, admins and the suppliers of their bookings",
        params: IdParams,
        response: { 200: FileBody, ...errorResponses(400, 401, 404, 414) },
      },
    },
    async (request, reply) => {
      const file = await users.readLicence(requireSession(request).user, request.params.id);
      return reply
        .header('content-type', file.contentType)
        .header(
          'content-disposition',
          `attachment; filename="licence.${file.contentType === 'application/pdf' ? 'pdf' : 'jpg'}"`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );
};
