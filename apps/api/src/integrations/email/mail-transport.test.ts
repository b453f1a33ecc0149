import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createMailTransport,
  describeSendFailure,
  isPermanentSendFailure,
  OUTBOX_FILE_NAME,
  outboxFileName,
  redactSmtpUrl,
} from './mail-transport';

const FROM = 'Roadbook <no-reply@roadbook.example>';
const MESSAGE = {
  id: '0b6f5c0e-2f4e-4c1a-9a43-5d7e9b1c2a3f',
  to: 'jane@example.com',
  subject: 'Réinitialisez votre mot de passe Roadbook',
  html: '<!doctype html><html lang="fr"><body><p>Bonjour Jeanne,</p></body></html>',
  text: 'Bonjour Jeanne,\n',
  attachments: [
    {
      filename: 'reservation.ics',
      contentType: 'text/calendar; charset=utf-8',
      content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    },
  ],
};

describe('the outbox transport', () => {
  let outboxDir: string;

  beforeEach(() => {
    outboxDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-outbox-')), 'outbox');
  });
  afterEach(() => fs.rmSync(path.dirname(outboxDir), { recursive: true, force: true }));

  it('writes the MIME message, both parts and its headers, to an .eml file named by time and id', async () => {
    const transport = createMailTransport({ from: FROM, outboxDir });
    expect(transport.kind).toBe('outbox');
    await transport.send(MESSAGE);

    const names = fs.readdirSync(outboxDir);
    expect(names).toHaveLength(1);
    const [name = ''] = names;
    expect(name).toMatch(OUTBOX_FILE_NAME);
    expect(name.endsWith(`-${MESSAGE.id}.eml`)).toBe(true);

    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, name)));
    expect(mail.subject).toBe(MESSAGE.subject);
    expect(mail.messageId).toBe(`<${MESSAGE.id}@roadbook.example>`);
    expect(mail.from?.value).toEqual([{ name: 'Roadbook', address: 'no-reply@roadbook.example' }]);
    expect(mail.to).toMatchObject({ value: [{ address: 'jane@example.com' }] });
    expect(mail.html).toBe(MESSAGE.html);
    expect(mail.text).toBe(MESSAGE.text);
    expect(
      mail.attachments.map((file) => [file.filename, file.contentType, file.content.toString()]),
    ).toEqual([['reservation.ics', 'text/calendar', 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n']]);
    transport.close();
  });

  it('writes a message once, however often it is sent', async () => {
    const transport = createMailTransport({ from: FROM, outboxDir });
    await transport.send(MESSAGE);
    await transport.send(MESSAGE);
    await transport.send({ ...MESSAGE, id: 'a1b2c3d4-0000-4000-8000-000000000001' });
    expect(fs.readdirSync(outboxDir)).toHaveLength(2);
  });

  it('names files so that their order is their time order', () => {
    const earlier = outboxFileName(MESSAGE.id, new Date('2026-03-02T09:59:59.999Z'));
    const later = outboxFileName(
      '00000000-0000-4000-8000-000000000000',
      new Date('2026-03-02T10:00:00.000Z'),
    );
    expect(earlier).toBe(`2026-03-02T09-59-59-999Z-${MESSAGE.id}.eml`);
    expect([later, earlier].sort()).toEqual([earlier, later]);
    expect(later).toMatch(OUTBOX_FILE_NAME);
  });

  it('is chosen only without an SMTP address', () => {
    const smtp = createMailTransport({ smtpUrl: 'smtp://user:pass@127.0.0.1:2525', from: FROM, outboxDir });
    expect(smtp.kind).toBe('smtp');
    smtp.close();
    expect(fs.existsSync(outboxDir)).toBe(false);
  });
});

describe('delivery failures', () => {
  const smtpError = (code: string, responseCode?: number) =>
    Object.assign(new Error(`Message failed: ${responseCode ?? ''} refused`), {
      code,
      ...(responseCode === undefined ? {} : { responseCode }),
    });

  it.each([
    ['a 550 unknown mailbox', smtpError('EENVELOPE', 550), true],
    ['a 554 refused content', smtpError('EMESSAGE', 554), true],
    ['a 503 out-of-step session', smtpError('EPROTOCOL', 503), false],
    ['a 451 try later', smtpError('EENVELOPE', 451), false],
    ['a 421 closing', smtpError('ECONNECTION', 421), false],
    ['refused credentials (535)', smtpError('EAUTH', 535), false],
    ['a refused connection', smtpError('ESOCKET'), false],
    ['a timeout', smtpError('ETIMEDOUT'), false],
    ['something else', new Error('boom'), false],
    ['not an error', 'boom', false],
  ])('%s is permanent: %s', (_name, error, permanent) => {
    expect(isPermanentSendFailure(error)).toBe(permanent);
  });

  it('are described on one line, code and reply first', () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected:\n550 No such user"),
      {
        code: 'EENVELOPE',
        responseCode: 550,
      },
    );
    expect(describeSendFailure(error)).toBe(
      "EENVELOPE 550 Can't send mail - all recipients were rejected: 550 No such user",
    );
    expect(describeSendFailure(new Error('x'.repeat(900)))).toHaveLength(500);
  });

  it('never show the SMTP password in logs', () => {
    expect(redactSmtpUrl('smtps://mailer:p%40ss@smtp.example:465')).toBe(
      'smtps://mailer:***@smtp.example:465',
    );
    expect(redactSmtpUrl('smtp://smtp.example:587')).toBe('smtp://smtp.example:587');
  });
});
