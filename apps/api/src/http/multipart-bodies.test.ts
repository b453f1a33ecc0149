// Malformed multipart bodies, on every route that reads an upload and on a JSON route, answer 400
// with a code (413 for a file over the limit), never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../testing/accounts.fixture';
import { createCar, createPlace } from '../testing/cars.fixture';
import { createTestApp, type TestContext } from '../testing/test-app';
import { multipartBody, pngOf } from '../testing/uploads.fixture';

const BOUNDARY = '----roadbook-malformed';
const TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

describe('malformed multipart bodies', () => {
  let ctx: TestContext;
  const cookie = { driver: '', admin: '' };
  const routes: {
    url: string;
    who: 'driver' | 'admin' | 'visitor';
    method?: 'POST' | 'PUT';
    field?: string;
  }[] = [];

  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        PUBLIC_URL: TEST_SITE_URL,
        FORM_RATE_LIMIT_MAX: '10000',
        RATE_LIMIT_MAX: '100000',
        UPLOAD_MAX_BYTES: '20000',
      },
    });
    const { db } = ctx.database;
    const driver = await createAccount(db);
    const admin = await createAccount(db, { type: 'admin' });
    const supplier = await createAccount(db, { type: 'supplier' });
    cookie.driver = await signIn(ctx.app, driver.email);
    cookie.admin = await signIn(ctx.app, admin.email);
    const car = await createCar(db, { supplierId: supplier.id, locationIds: [await createPlace(db, 'ES')] });
    routes.push(
      { url: `/api/update-avatar/${driver.id}`, who: 'driver' },
      { url: `/api/update-license/${driver.id}`, who: 'driver' },
      { url: '/api/create-license', who: 'visitor' },
      { url: `/api/admin/suppliers/${supplier.id}/logo`, who: 'admin', method: 'PUT', field: 'logo' },
      { url: `/api/admin/cars/${car}/image`, who: 'admin', method: 'PUT', field: 'image' },
      { url: '/api/admin/cars/import/preview', who: 'admin' },
      { url: '/api/admin/cars/import', who: 'admin' },
      // JSON routes sent a multipart body.
      { url: '/api/supplier-sign-up', who: 'visitor' },
      { url: '/api/send-email', who: 'visitor' },
      { url: '/api/supplier-lead-capture', who: 'visitor' },
      { url: '/api/update-user', who: 'driver' },
    );
  });
  afterAll(() => ctx.close());

  const send = (
    { url, who, method = 'POST' }: (typeof routes)[number],
    payload: Buffer | string,
    contentType = TYPE,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: {
        ...(who === 'visitor' ? { origin: TEST_SITE_URL } : asPage(cookie[who])),
        'content-type': contentType,
      },
      payload,
    });

  const bodies: [string, Buffer | string, string?][] = [
    ['a header cut short', `--${BOUNDARY}\r\nContent-Disposition`],
    [
      'a part never closed',
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc`,
    ],
    ['no boundary in the content type', `--x\r\nContent-Disposition`, 'multipart/form-data'],
    [
      'another boundary than the body',
      `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n`,
    ],
    ['an empty body', ''],
    [
      'a part without a disposition',
      `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
    ],
  ];

  it.each(bodies)(
    'answers 400 with a code to %s, on every multipart route',
    async (_name, payload, contentType) => {
      for (const route of routes) {
        const { url } = route;
        const response = await send(route, payload, contentType);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
        expect(response.json().error.code, url).toEqual(expect.any(String));
      }
    },
  );

  it('answers 413 upload.tooLarge to a file over the limit, and 400 to many parts', async () => {
    const png = await pngOf(400, 400);
    const big = (field = 'file') =>
      multipartBody([{ name: field, fileName: 'a.png', contentType: 'image/png', content: png }], BOUNDARY);
    const many = multipartBody(
      Array.from({ length: 40 }, (_, index) => ({ name: `f${index}`, content: 'x' })),
      BOUNDARY,
    );
    for (const route of routes.slice(0, 5)) {
      const { url } = route;
      const tooBig = await send(route, big(route.field).payload);
      expect(tooBig.statusCode, `${url}: ${tooBig.body}`).toBe(413);
      expect(tooBig.json().error.code).toBe('upload.tooLarge');
      const tooMany = await send(route, many.payload);
      expect(tooMany.statusCode, `${url}: ${tooMany.body}`).toBe(400);
    }
  });
});
