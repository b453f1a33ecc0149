import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../plugins/errors';
import { jpegOf, multipartBody, pngOf, type MultipartPart } from '../../testing/uploads.fixture';
import { toAvatar } from './image-upload';
import { multipartOptions, readSingleFile } from './multipart-file';

const MAX_BYTES = 200_000;

describe('reading the one file of a multipart request', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandling(app);
    await app.register(fastifyMultipart, multipartOptions(MAX_BYTES));
    app.post('/any-field', async (request) => {
      const file = await readSingleFile(request, { maxBytes: MAX_BYTES });
      return { field: file.field, size: file.bytes.length, fields: file.fields };
    });
    app.post('/avatar', async (request) => {
      const file = await readSingleFile(request, { maxBytes: MAX_BYTES, field: 'image' });
      const avatar = await toAvatar(file.bytes);
      const { format, width, height } = await sharp(avatar.bytes).metadata();
      return { format, width, height, fields: file.fields };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (url: string, parts: MultipartPart[]) => {
    const { payload, contentType } = multipartBody(parts);
    return app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
  };

  it('reads the file and the text fields beside it', async () => {
    const image = await jpegOf(64, 48);
    const response = await send('/any-field', [
      { name: 'caption', content: 'Mon logo ✓' },
      { name: 'picture', fileName: 'logo.jpg', contentType: 'image/jpeg', content: image },
      { name: 'colour', content: 'blue' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      field: 'picture',
      size: image.length,
      fields: { caption: 'Mon logo ✓', colour: 'blue' },
    });
  });

  it('takes a PNG sent as photo.jpg for what it is', async () => {
    const response = await send('/avatar', [
      { name: 'image', fileName: 'photo.jpg', contentType: 'image/jpeg', content: await pngOf(300, 200) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ format: 'webp', width: 256, height: 256, fields: {} });
  });

  it('refuses a text file sent as avatar.png, in the shared error shape', async () => {
    const response = await send('/avatar', [
      { name: 'image', fileName: 'avatar.png', contentType: 'image/png', content: 'I am not a picture' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: {
        code: 'upload.unsupportedType',
        message: 'This file type is not accepted: use a JPEG, PNG or WebP image',
      },
    });
  });

  it('refuses a file over the size limit, saying the limit', async () => {
    const response = await send('/any-field', [
      { name: 'image', fileName: 'big.jpg', contentType: 'image/jpeg', content: Buffer.alloc(MAX_BYTES + 1) },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: {
        code: 'upload.tooLarge',
        message: 'The file is too large (at most 0.2 MB)',
        details: { max: 0.2 },
      },
    });
    const atTheLimit = await send('/any-field', [
      { name: 'image', fileName: 'ok.jpg', content: Buffer.alloc(MAX_BYTES, 1) },
    ]);
    expect(atTheLimit.json()).toMatchObject({ size: MAX_BYTES });
  });

  it('asks for an image when the form has none, or an empty one', async () => {
    const noFile = await send('/avatar', [{ name: 'caption', content: 'hello' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ error: { code: 'validation.imageRequired' } });
    // What a browser sends when no file was chosen.
    const emptyFile = await send('/avatar', [
      { name: 'image', fileName: '', contentType: 'application/octet-stream', content: '' },
    ]);
    expect(emptyFile.json()).toMatchObject({ error: { code: 'validation.imageRequired' } });
  });

  it('refuses a request that is not multipart', async () => {
    const response = await app.inject({ method: 'POST', url: '/avatar', payload: { image: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'common.invalidRequest' } });
  });

  it('refuses two files, or a file in another field than the expected one', async () => {
    const image = await jpegOf(16, 16);
    const two = await send('/any-field', [
      { name: 'a', fileName: 'a.jpg', content: image },
      { name: 'b', fileName: 'b.jpg', content: image },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ error: { code: 'common.invalidRequest' } });
    const elsewhere = await send('/avatar', [{ name: 'document', fileName: 'a.jpg', content: image }]);
    expect(elsewhere.json()).toMatchObject({ error: { code: 'common.invalidRequest' } });
  });

  it('refuses a malformed body', async () => {
    const { payload, contentType } = multipartBody([{ name: 'image', fileName: 'a.jpg', content: 'abc' }]);
    const cut = await app.inject({
      method: 'POST',
      url: '/any-field',
      payload: payload.subarray(0, payload.length - 20),
      headers: { 'content-type': contentType },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json()).toMatchObject({ error: { code: 'common.invalidRequest' } });
    const noBoundary = await app.inject({
      method: 'POST',
      url: '/any-field',
      payload,
      headers: { 'content-type': 'multipart/form-data' },
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toMatchObject({ error: { code: 'common.invalidRequest' } });
  });
});
