// What the payment routes share: the visitor's booking token header, the ids providers give
// (checked for their shape before any is sent to a provider), the schemas of the routes that start
// and check a payment, and a provider's webhook route, whose body stays the bytes it signed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BOOKING_TOKEN_HEADER } from '@roadbook/domain/contracts/checkout';
import { PaymentResultSchema } from '@roadbook/domain/contracts/payments';
import { errorResponses } from '../../http/error-responses';
import { keepRawJsonBody, rawBodyOf, WebhookAnswerSchema, type WebhookAnswer } from './webhook-delivery';

/** X-Booking-Token: a visitor's page pays its booking with it. */
export const BookingTokenHeadersSchema = z.object({
  [BOOKING_TOKEN_HEADER]: z.string().min(1).max(100).optional(),
});

/** A provider's id of an order, a session or an invoice: letters, digits, `_` and `-`. */
export const providerId = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/** Who may use a payment route, as its documentation says. */
export const PAYER_RULE =
  "The booking's driver (or an admin) signed in, or a visitor with the X-Booking-Token of their " +
  "checkout; 401 for nobody, 403 for another driver's booking.";

/** A route that starts a payment for a booking: `body` in, `answer` out. */
export function startPaymentSchema<Body extends z.core.$ZodType, Answer extends z.core.$ZodType>(
  summary: string,
  description: string,
  body: Body,
  answer: Answer,
) {
  return {
    tags: ['payments'],
    summary,
    description: `${PAYER_RULE} ${description}`,
    headers: BookingTokenHeadersSchema,
    body,
    response: { 200: answer, ...errorResponses(400, 401, 402, 403, 404, 413, 415) },
  };
}

/** A route that asks the provider whether a payment was made, and records it. */
export function checkPaymentSchema<Params extends z.core.$ZodType>(
  summary: string,
  description: string,
  params: Params,
) {
  return {
    tags: ['payments'],
    summary,
    description,
    headers: BookingTokenHeadersSchema,
    params,
    response: { 200: PaymentResultSchema, ...errorResponses(400, 401, 402, 403, 404, 409, 414) },
  };
}

/** A request header as one text, or undefined. */
export function headerText(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** A provider's webhook at `url`, in a plugin of its own where the JSON body stays raw. */
export async function registerWebhook(
  app: FastifyInstance,
  url: string,
  docs: { summary: string; description: string },
  receive: (request: FastifyRequest, rawBody: Buffer) => Promise<WebhookAnswer>,
): Promise<void> {
  await app.register(async (webhooks) => {
    keepRawJsonBody(webhooks);
    webhooks.post(
      url,
      {
        schema: {
          tags: ['payments'],
          ...docs,
          response: { 200: WebhookAnswerSchema, ...errorResponses(400, 413, 415) },
        },
      },
      async (request) => receive(request, rawBodyOf(request.body)),
    );
  });
}
