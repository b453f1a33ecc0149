import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import { createTestApp, type TestContext } from '../../testing/test-app';
import { asPage, createAccount, signIn, TEST_SITE_URL } from '../../testing/accounts.fixture';
import { createBooking, createCar, createPlace } from '../../testing/cars.fixture';
import { hasGpsData, jpegWithGps, licencePdf, multipartBody, pngOf } from '../../testing/uploads.fixture';

describe('the settings calls', () => {
  let ctx: TestContext;
  let me: { id: string; email: string };
  let cookie: string;
  let strangerCookie: string;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: TEST_SITE_URL, FORM_RATE_LIMIT_MAX: '1000' } });
    me = await createAccount(ctx.database.db, { fullName: 'Mia Me' });
    cookie = await signIn(ctx.app, me.email);
    strangerCookie = await signIn(ctx.app, (await createAccount(ctx.database.db)).email);
  });
  afterAll(() => ctx.close());

  const post = (url: string, payload: object, withCookie = cookie) =>
    ctx.app.inject({ method: 'POST', url, headers: asPage(withCookie), payload });
  const upload = (url: string, content: Buffer | string, withCookie = cookie, fileName = 'photo.jpg') => {
    const body = multipartBody([{ name: 'file', fileName, contentType: 'image/jpeg', content }]);
    return ctx.app.inject({
      method: 'POST',
      url,
      headers: { ...asPage(withCookie), 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('GET /api/user/{id}: the account itself or an admin; another user 403, nobody 401, unknown 404', async () => {
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/user/${me.id}`, headers: asPage(cookie) });
    expect(mine.json()).toMatchObject({ id: me.id, fullName: 'Mia Me', hasLicence: false });
    const theirs = await ctx.app.inject({
      method: 'GET',
      url: `/api/user/${me.id}`,
      headers: asPage(strangerCookie),
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain('Mia Me');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/user/${me.id}` })).statusCode).toBe(401);
    const admin = await signIn(ctx.app, (await createAccount(ctx.database.db, { type: 'admin' })).email);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/user/${me.id}`, headers: asPage(admin) })).statusCode,
    ).toBe(200);
    const unknown = `/api/user/00000000-0000-4000-8000-000000000000`;
    expect((await ctx.app.inject({ method: 'GET', url: unknown, headers: asPage(admin) })).statusCode).toBe(
      404,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/user/nope', headers: asPage(admin) })).statusCode,
    ).toBe(400);
  });

  it('POST /api/update-user changes the profile with the form rules, for oneself only', async () => {
    const profile = {
      id: me.id,
      fullName: 'Mia Moreau',
      phone: '+33 6 00 00 00 01',
      birthDate: '1985-03-04',
      location: 'Lyon',
      bio: 'Road trips.',
    };
    const response = await post('/api/update-user', profile);
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({
      fullName: 'Mia Moreau',
      location: 'Lyon',
      bio: 'Road trips.',
      birthDate: '1985-03-04',
    });
    const young = await post('/api/update-user', { ...profile, birthDate: '2015-01-01' });
    expect(young.json().error.details.fields).toContainEqual(
      expect.objectContaining({ path: 'birthDate', code: 'validation.underServiceAge' }),
    );
    expect((await post('/api/update-user', { ...profile, phone: 'x' })).statusCode).toBe(400);
    const other = await post('/api/update-user', profile, strangerCookie);
    expect(other.statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row?.fullName).toBe('Mia Moreau');
  });

  it('email notifications and language, for oneself only', async () => {
    expect(
      (await post('/api/update-email-notifications', { id: me.id, enableEmailNotifications: false }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/update-language', { id: me.id, language: 'fr' })).statusCode).toBe(200);
    const user = (
      await ctx.app.inject({ method: 'GET', url: `/api/user/${me.id}`, headers: asPage(cookie) })
    ).json();
    expect(user).toMatchObject({ enableEmailNotifications: false, language: 'fr' });
    expect((await post('/api/update-language', { id: me.id, language: 'de' })).statusCode).toBe(400);
    expect(
      (await post('/api/update-language', { id: me.id, language: 'en' }, strangerCookie)).statusCode,
    ).toBe(403);
  });

  it('an avatar is checked by its content and stored without its metadata; deleting it removes the file', async () => {
    const response = await upload(`/api/update-avatar/${me.id}`, await jpegWithGps(), cookie, 'me.png');
    expect(response.statusCode).toBe(200);
    const avatar: string = response.json().user.avatar;
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]+\.webp$/);
    const file = path.join(ctx.dataDir, avatar);
    const metadata = await sharp(fs.readFileSync(file)).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(hasGpsData(metadata.exif)).toBe(false);
    // Served publicly, as avatars are.
    expect((await ctx.app.inject({ method: 'GET', url: avatar })).statusCode).toBe(200);

    const removed = await post(`/api/delete-avatar/${me.id}`, {});
    expect(removed.json().user.avatar).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses what is not an image, whatever its name and declared type, and another user', async () => {
    const html = await upload(`/api/update-avatar/${me.id}`, '<html><script>alert(1)</script></html>');
    expect(html.statusCode).toBe(415);
    expect(html.json().error.code).toBe('upload.unsupportedType');
    const svg = await upload(
      `/api/update-avatar/${me.id}`,
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      cookie,
      'a.svg',
    );
    expect(svg.statusCode).toBe(415);
    const truncated = (await pngOf(64, 64)).subarray(0, 200);
    expect((await upload(`/api/update-avatar/${me.id}`, truncated)).statusCode).toBe(422);
    expect(
      (await upload(`/api/update-avatar/${me.id}`, await pngOf(32, 32), strangerCookie)).statusCode,
    ).toBe(403);
    const notMultipart = await post(`/api/update-avatar/${me.id}`, { file: 'x' });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('a supplier uploads its logo, made to fit 60x30 (twice for sharp screens)', async () => {
    const supplier = await createAccount(ctx.database.db, { type: 'supplier' });
    const supplierCookie = await signIn(ctx.app, supplier.email);
    const response = await upload(`/api/update-avatar/${supplier.id}`, await pngOf(400, 100), supplierCookie);
    const logo: string = response.json().user.avatar;
    expect(logo).toMatch(/^\/uploads\/logos\//);
    const metadata = await sharp(fs.readFileSync(path.join(ctx.dataDir, logo))).metadata();
    expect(metadata.width).toBeLessThanOrEqual(120);
    expect(metadata.height).toBeLessThanOrEqual(60);
  });

  describe('the licence', () => {
    it('is never public: the driver, an admin and a supplier of their bookings read it; nobody else', async () => {
      const driver = await createAccount(ctx.database.db);
      const driverCookie = await signIn(ctx.app, driver.email);
      const stored = await upload(
        `/api/update-license/${driver.id}`,
        licencePdf(),
        driverCookie,
        'licence.pdf',
      );
      expect(stored.statusCode).toBe(200);
      expect(stored.json().user.hasLicence).toBe(true);
      expect(JSON.stringify(stored.json())).not.toMatch(/\.pdf/);

      const read = (withCookie: string) =>
        ctx.app.inject({
          method: 'GET',
          url: `/api/license/${driver.id}`,
          headers: withCookie ? asPage(withCookie) : {},
        });
      const own = await read(driverCookie);
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toContain('attachment');
      expect(own.body.startsWith('%PDF-')).toBe(true);
      expect((await read('')).statusCode).toBe(401);
      expect((await read(strangerCookie)).statusCode).toBe(404);

      // A supplier sees it once the driver booked one of its cars.
      const supplierAccount = await createAccount(ctx.database.db, {
        type: 'supplier',
        email: 'licence-supplier@example.com',
      });
      const supplierCookie = await signIn(ctx.app, supplierAccount.email);
      expect((await read(supplierCookie)).statusCode).toBe(404);
      const place = await createPlace(ctx.database.db, 'QL');
      const carId = await createCar(ctx.database.db, {
        supplierId: supplierAccount.id,
        locationIds: [place],
      });
      await createBooking(ctx.database.db, {
        carId,
        locationId: place,
        from: new Date(Date.now() + 86_400_000),
        to: new Date(Date.now() + 3 * 86_400_000),
        status: 'pending',
        driverId: driver.id,
      });
      expect((await read(supplierCookie)).statusCode).toBe(200);

      // Files outside the uploads folder are never served by the public file route.
      const listing = await ctx.app.inject({ method: 'GET', url: '/uploads/../private/licences/' });
      expect(listing.statusCode).toBe(404);

      const removed = await post(`/api/delete-license/${driver.id}`, {}, driverCookie);
      expect(removed.json().user.hasLicence).toBe(false);
      expect((await read(driverCookie)).statusCode).toBe(404);
    });

    it('a visitor uploads a temporary licence at checkout, and may remove it', async () => {
      const body = multipartBody([
        { name: 'file', fileName: 'l.jpg', contentType: 'image/jpeg', content: await jpegWithGps() },
      ]);
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/create-license',
        headers: { origin: TEST_SITE_URL, 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(created.statusCode).toBe(200);
      const { name } = created.json();
      expect(name).toMatch(/\.jpg$/);
      const removed = await ctx.app.inject({
        method: 'POST',
        url: `/api/delete-temp-license/${name}`,
        headers: { origin: TEST_SITE_URL },
      });
      expect(removed.statusCode).toBe(200);
      const again = await ctx.app.inject({
        method: 'POST',
        url: `/api/delete-temp-license/${name}`,
        headers: { origin: TEST_SITE_URL },
      });
      expect(again.statusCode).toBe(200);
      const traversal = await ctx.app.inject({
        method: 'POST',
        url: `/api/delete-temp-license/..%2F..%2Fpglite`,
        headers: { origin: TEST_SITE_URL },
      });
      expect(traversal.statusCode).toBe(400);
    });

    it('refuses a PDF with scripts and a file that is neither an image nor a PDF', async () => {
      const scripted = licencePdf({ catalogue: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' });
      const driverCookie = await signIn(ctx.app, (await createAccount(ctx.database.db)).email);
      const driverId = (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/validate-access-token',
          headers: asPage(driverCookie),
        })
      ).json().user.id;
      expect(
        (await upload(`/api/update-license/${driverId}`, scripted, driverCookie, 'l.pdf')).statusCode,
      ).toBe(422);
      expect(
        (await upload(`/api/update-license/${driverId}`, 'MZ\u0090\u0000 executable', driverCookie, 'l.pdf'))
          .statusCode,
      ).toBe(415);
    });
  });
});
