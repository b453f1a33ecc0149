// The emails a journey's user receives, read where the site under test delivers them: the outbox
// folder (through /api/dev/outbox, as /dev/outbox shows it) or the mail catcher's SMTP server.
import { expect, type APIRequestContext } from '@playwright/test';
import { MAIL_PORT, PROVIDERS_SITE_PORT } from '../ports';

export interface ReceivedEmail {
  subject: string;
  text: string;
  html: string;
}

interface OutboxList {
  messages: { name: string; to: string; subject: string }[];
}

async function fromOutbox(
  request: APIRequestContext,
  address: string,
  subject: RegExp,
): Promise<ReceivedEmail[]> {
  const list: OutboxList = await (await request.get('/api/dev/outbox')).json();
  // Only the messages the journey waits for are opened: the list names the subjects.
  const names = list.messages
    .filter((message) => message.to.toLowerCase().includes(address) && subject.test(message.subject))
    .map((m) => m.name);
  return Promise.all(
    names.map(async (name): Promise<ReceivedEmail> => (await request.get(`/api/dev/outbox/${name}`)).json()),
  );
}

async function fromMailCatcher(request: APIRequestContext, address: string): Promise<ReceivedEmail[]> {
  const answer = await request.get(
    `http://127.0.0.1:${MAIL_PORT}/messages?to=${encodeURIComponent(address)}`,
  );
  const { messages }: { messages: ReceivedEmail[] } = await answer.json();
  return [...messages].reverse();
}

/** Whether the site under test (its base URL) sends through SMTP. */
export function sendsThroughSmtp(baseURL: string | undefined): boolean {
  return baseURL?.endsWith(`:${PROVIDERS_SITE_PORT}`) ?? false;
}

/**
 * Waits for an email to `address` whose subject matches, newest first, and returns it (the worker
 * sends within a second or two).
 */
export async function waitForEmail(
  request: APIRequestContext,
  baseURL: string | undefined,
  address: string,
  subject: RegExp,
): Promise<ReceivedEmail> {
  const read = sendsThroughSmtp(baseURL) ? fromMailCatcher : fromOutbox;
  let found: ReceivedEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await read(request, address.toLowerCase(), subject)).find((email) =>
          subject.test(email.subject),
        );
        return found !== undefined;
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  if (!found) throw new Error(`no email to ${address}`);
  return found;
}

/** The first link of an email to a page of the site (`/activate`, `/reset-password`…), as a path. */
export function linkTo(email: ReceivedEmail, pathname: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${pathname}\\?[^\\s"<>]+`).exec(email.text);
  if (!match) throw new Error(`no ${pathname} link in “${email.subject}”`);
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
