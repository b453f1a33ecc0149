// Accounts for API tests: made directly in the database, signed in through the real route, and the
// emails they were sent read back from the email queue.
import fs from 'node:fs';
import path from 'node:path';
import { hash } from '@node-rs/argon2';
import { simpleParser } from 'mailparser';
import { and, desc, eq } from 'drizzle-orm';
import type { UserType } from '@roadbook/domain/enums';
import type { App } from '../app';
import type { Database } from '../db/client';
import { emailMessages } from '../db/schema/email';
import { sessions, users } from '../db/schema/users';
import { hashToken } from '../platform/credentials/tokens';

/** The site's address in the tests (PUBLIC_URL), and so the Origin its pages send. */
export const TEST_SITE_URL = 'http://roadbook.test';
export const TEST_PASSWORD = 'secret-pass-1';

let passwordHash: Promise<string> | undefined;

export interface TestAccount {
  id: string;
  email: string;
}

export async function createAccount(
  db: Database,
  fields: {
    type?: UserType;
    email?: string;
    fullName?: string;
    password?: string | null;
    isVerified?: boolean;
    isBlacklisted?: boolean;
    language?: 'en' | 'fr' | 'es';
  } = {},
): Promise<TestAccount> {
  const email = fields.email ?? `user-${Math.random().toString(36).slice(2)}@test.example`;
  passwordHash ??= hash(TEST_PASSWORD);
  const [row] = await db
    .insert(users)
    .values({
      type: fields.type ?? 'user',
      email,
      fullName: fields.fullName ?? 'Test User',
      passwordHash:
        fields.password === null ? null : fields.password ? await hash(fields.password) : await passwordHash,
      isVerified: fields.isVerified ?? true,
      isBlacklisted: fields.isBlacklisted ?? false,
      language: fields.language ?? 'en',
      birthDate: '1990-01-01',
      phone: '+33 6 12 34 56 78',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('account not inserted');
  return { id: row.id, email };
}

/** The session cookie of a Set-Cookie answer, as a Cookie request header ('' when none). */
export function sessionCookieOf(setCookie: string | string[] | undefined): string {
  const first = [setCookie ?? []].flat().find((value) => value.startsWith('roadbook_session='));
  return first?.split(';')[0] ?? '';
}

/** Makes the session of `cookie` one opened `minutes` ago (for the rules on recent sign-ins). */
export async function ageSession(db: Database, cookie: string, minutes: number): Promise<void> {
  const token = cookie.replace(/^roadbook_session=/, '');
  await db
    .update(sessions)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Headers of a request sent by the site's own pages with a session. */
export function asPage(cookie: string): Record<string, string> {
  return { cookie, origin: TEST_SITE_URL };
}

/** Signs in through POST /api/sign-in/frontend; returns the Cookie header to send. */
export async function signIn(app: App, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sign-in/frontend',
    headers: { origin: TEST_SITE_URL },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response.headers['set-cookie']);
}

/** Where a test's site keeps its database and its data folder (the outbox). */
export interface MailContext {
  database: { db: Database };
  dataDir: string;
}

type EmailRow = typeof emailMessages.$inferSelect;

/**
 * The body of a queued email: from its row while it waits, else from the .eml the worker wrote to
 * the outbox (a sent message's row forgets its body), waiting a little for the worker if needed.
 */
export async function emailWithBody(dataDir: string, row: EmailRow): Promise<EmailRow> {
  if (row.text !== '') return row;
  const outbox = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const name = fs.existsSync(outbox)
      ? fs.readdirSync(outbox).find((file) => file.endsWith(`-${row.id}.eml`))
      : undefined;
    if (name) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, name)));
      return {
        ...row,
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
        attachments: mail.attachments.map((file) => ({
          filename: file.filename ?? '',
          contentType: file.contentType,
          content: file.content.toString('utf8'),
        })),
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`email ${row.id} was neither kept nor written to the outbox`);
}

/** The emails queued for an address, newest first, with their bodies. */
export async function queuedEmails(ctx: MailContext, to: string, template?: string): Promise<EmailRow[]> {
  const rows = await ctx.database.db
    .select()
    .from(emailMessages)
    .where(
      template
        ? and(eq(emailMessages.toAddress, to), eq(emailMessages.template, template))
        : eq(emailMessages.toAddress, to),
    )
    .orderBy(desc(emailMessages.createdAt));
  return Promise.all(rows.map((row) => emailWithBody(ctx.dataDir, row)));
}

/** The u, e and t of the newest link in the emails of `to` (activation or reset). */
export async function linkSentTo(ctx: MailContext, to: string, template: string) {
  const [email] = await queuedEmails(ctx, to, template);
  if (!email) throw new Error(`no ${template} email for ${to}`);
  const match = /(https?:\/\/[^\s"<>]+[?&]t=[^\s"<>]+)/.exec(email.text);
  if (!match?.[1]) throw new Error('no link in the email');
  const url = new URL(match[1].replace(/&amp;/g, '&'));
  return {
    url,
    userId: url.searchParams.get('u') ?? '',
    email: url.searchParams.get('e') ?? '',
    token: url.searchParams.get('t') ?? '',
  };
}
