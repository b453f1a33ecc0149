// What the payment rails share for a provider's webhook delivery: the body kept as the bytes the
// provider signed, and the answer — 200 once the delivery is understood, whatever became of it, so
// that the provider stops sending it; a refusal of the payment path is logged, not sent back.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@roadbook/domain/error-codes';
import type { PaymentResult } from './payments.service';

export const WEBHOOK_OUTCOMES = ['accepted', 'alreadyRecorded', 'refundDue', 'ignored', 'refused'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** A delivery's answer: ignored (an event of no interest), refused (it does not match the booking). */
export const WebhookAnswerSchema = z.object({ received: z.literal(true), outcome: z.enum(WEBHOOK_OUTCOMES) });
export type WebhookAnswer = z.infer<typeof WebhookAnswerSchema>;

/** The largest webhook body taken. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Inside this (encapsulated) plugin a JSON body stays the Buffer that was sent, for a signature
 * over it; every other route parses JSON as usual.
 */
export function keepRawJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
}

/** The raw body of a webhook route (an empty one when none was sent). */
export function rawBodyOf(body: unknown): Buffer {
  return Buffer.isBuffer(body) ? body : Buffer.alloc(0);
}

/** A delivery that proves nothing: 400, and nothing changes. */
export function unverifiedDelivery(): DomainError {
  return new DomainError('common.invalidRequest');
}

/** Runs the payment path for a delivery; its refusals answer `refused` or `ignored` (not confirmed yet). */
export async function deliveryOutcome(accept: () => Promise<PaymentResult>): Promise<WebhookAnswer> {
  try {
    return { received: true, outcome: (await accept()).outcome };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'payment.failed')
      return { received: true, outcome: 'refused' };
    if (error instanceof DomainError && error.code === 'payment.pending')
      return { received: true, outcome: 'ignored' };
    throw error;
  }
}

export const IGNORED: WebhookAnswer = { received: true, outcome: 'ignored' };
