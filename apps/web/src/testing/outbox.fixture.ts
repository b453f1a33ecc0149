// Answers of the outbox calls (GET /api/dev/outbox and /api/dev/outbox/:name) for the /dev/outbox page.
import type { OutboxMessage } from '@roadbook/domain/contracts/outbox';

import { jsonResponse } from './api-mock';

export const RESET: OutboxMessage = {
  name: '2026-03-02T10-15-00-000Z-0b6f5c0e-2f4e-4c1a-9a43-5d7e9b1c2a3f.eml',
  to: 'jane@example.com',
  from: '"Roadbook" <no-reply@roadbook.localhost>',
  subject: 'Reset your Roadbook password',
  date: '2026-03-02T10:15:00.000Z',
  html: '<!doctype html><html lang="en"><body><p>Hello Jane,</p><script>parent.stolen = true</script></body></html>',
  text: 'Roadbook\n\nHello Jane,\n\nChoose a new password:\nhttp://localhost:8080/reset-password?l=en\n',
};

export const NEW_SUPPLIER: OutboxMessage = {
  name: '2026-03-02T09-00-00-000Z-1c7a6d1f-3a5b-4d2c-8b54-6e8f0c2d3b4a.eml',
  to: 'admin@roadbook.example',
  from: '"Roadbook" <no-reply@roadbook.localhost>',
  subject: 'New supplier to verify: Baixa Cars',
  date: '2026-03-02T09:00:00.000Z',
  html: '<!doctype html><html lang="en"><body><p>Hello,</p></body></html>',
  text: 'Roadbook\n\nHello,\n\nName: Baixa Cars\n',
};

const summary = ({ name, to, subject, date }: OutboxMessage) => ({ name, to, subject, date });

/** The outbox holding `messages` (newest first), each readable. */
export function outboxHandlers(messages: OutboxMessage[] = [RESET, NEW_SUPPLIER]) {
  return {
    '/api/dev/outbox': () => jsonResponse({ messages: messages.map(summary) }),
    ...Object.fromEntries(
      messages.map((message) => [`/api/dev/outbox/${message.name}`, () => jsonResponse(message)]),
    ),
  };
}
