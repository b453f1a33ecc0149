import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queuedEmails } from '../../testing/accounts.fixture';
import { RECAPTCHA_TOKENS, startFakeSiteverify, type FakeSiteverify } from '../../testing/recaptcha.fixture';
import { createTestApp, type TestContext } from '../../testing/test-app';

const CONTACT_EMAIL = 'team@roadbook.test';
const message = {
  email: 'Visitor@Example.com',
  subject: 'Airport pick-up <script>alert(1)</script>',
  message: 'Can I pick up at 6 am?\n<b>Thanks</b>',
};

describe('POST /api/send-email', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { CONTACT_EMAIL, FORM_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(() => ctx.close());

  const send = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: '/api/send-email', payload: payload as object, headers });

  it('emails the team, answers going to the sender, and a copy to the sender in their language', async () => {
    const response = await send(message, { 'accept-language': 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 'success.changesSaved' });

    const [toTeam] = await queuedEmails(ctx, CONTACT_EMAIL, 'contactMessage');
    expect(toTeam).toMatchObject({ replyTo: 'visitor@example.com', language: 'es' });
    expect(toTeam?.subject).toBe('Formulario de contacto: Airport pick-up <script>alert(1)</script>');
    expect(toTeam?.text).toContain('Can I pick up at 6 am?\n<b>Thanks</b>');
    // The sender's words are text in the HTML part, never markup.
    expect(toTeam?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(toTeam?.html).not.toContain('<script>');
    expect(toTeam?.html).not.toContain('<b>Thanks</b>');

    const [copy] = await queuedEmails(ctx, 'visitor@example.com', 'contactCopy');
    expect(copy).toMatchObject({ language: 'fr', replyTo: null });
    // The copy's subject carries none of the sender's words: the form cannot write a subject to anyone.
    expect(copy?.subject).toBe('Nous avons bien reçu votre message');
    expect(copy?.text).toContain('Can I pick up at 6 am?');
  });

  it.each([
    { name: 'nothing', payload: {}, fields: ['email', 'subject', 'message'] },
    { name: 'a blank message', payload: { ...message, message: '  \n ' }, fields: ['message'] },
    { name: 'an invalid address', payload: { ...message, email: 'visitor' }, fields: ['email'] },
    {
      name: 'a subject over 200 characters',
      payload: { ...message, subject: 'x'.repeat(201) },
      fields: ['subject'],
    },
    {
      name: 'a message over 5000 characters',
      payload: { ...message, message: 'x'.repeat(5001) },
      fields: ['message'],
    },
  ])(
    'refuses $name with 400 and the fields, in the page language, sending nothing',
    async ({ payload, fields }) => {
      const before = (await queuedEmails(ctx, CONTACT_EMAIL)).length;
      const response = await send(payload, { 'accept-language': 'es' });
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('common.invalidRequest');
      const paths = (error.details.fields as { path: string }[]).map((field) => field.path);
      expect([...new Set(paths)].sort()).toEqual([...fields].sort());
      expect((await queuedEmails(ctx, CONTACT_EMAIL)).length).toBe(before);
    },
  );

  it('is rate-limited per address', async () => {
    const limited = await createTestApp({ env: { CONTACT_EMAIL, FORM_RATE_LIMIT_MAX: '2' } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push(
          (await limited.app.inject({ method: 'POST', url: '/api/send-email', payload: message })).statusCode,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/send-email with reCAPTCHA on', () => {
  let ctx: TestContext;
  let site: FakeSiteverify;
  beforeAll(async () => {
    site = await startFakeSiteverify();
    ctx = await createTestApp({ env: { ...site.env, CONTACT_EMAIL, FORM_RATE_LIMIT_MAX: '1000' } });
  });
  afterAll(async () => {
    await ctx.close();
    await site.close();
  });

  it('refuses a message without a good token and sends one with it', async () => {
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/send-email', payload: message });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('auth.recaptcha');
    expect(await queuedEmails(ctx, CONTACT_EMAIL)).toEqual([]);

    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: { ...message, recaptchaToken: RECAPTCHA_TOKENS.good },
    });
    expect(sent.statusCode).toBe(200);
    expect(await queuedEmails(ctx, CONTACT_EMAIL)).toHaveLength(1);
  });
});
