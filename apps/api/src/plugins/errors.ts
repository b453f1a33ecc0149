import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, type ErrorCode, type MessageParams } from '@roadbook/domain/error-codes';
import { toFieldErrors } from '@roadbook/domain/validation-issues';
import { translateErrorCode } from '@roadbook/i18n/translator';
import type { ErrorBody, RequestFieldError } from '@roadbook/domain/contracts/error-body';
import { statusOfErrorCode } from '../http/error-statuses';
import { requestLanguage } from '../http/request-language';
import { RequestValidationError } from '../http/request-validation';

interface ErrorReply {
  code: ErrorCode;
  params?: MessageParams;
  details?: Record<string, unknown>;
  status?: number;
}

function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  { code, params = {}, details, status }: ErrorReply,
) {
  const body: ErrorBody = {
    error: {
      code,
      message: translateErrorCode(requestLanguage(request), code, params),
      ...(details ? { details } : {}),
    },
  };
  return reply
    .status(status ?? statusOfErrorCode(code))
    .type('application/json; charset=utf-8')
    .send(body);
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

function fieldErrorsOf(error: RequestValidationError): RequestFieldError[] {
  const where = REQUEST_PARTS.find((part) => part === error.validationContext) ?? 'body';
  return toFieldErrors(error.zodError).map((field) => ({ ...field, in: where }));
}

/**
 * Every error leaves as `{ error: { code, message, details } }`: domain errors with their code,
 * invalid input as `common.invalidRequest` with field codes, unknown routes as `common.notFound`.
 * A 5xx says nothing about internals; the log keeps the cause.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      // The parameters travel as details too, so a page can translate the code itself.
      const details = Object.keys(error.params).length > 0 ? { ...error.params } : undefined;
      return sendError(request, reply, { code: error.code, params: error.params, details });
    }
    if (error instanceof RequestValidationError) {
      return sendError(request, reply, {
        code: 'common.invalidRequest',
        details: { fields: fieldErrorsOf(error) },
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendError(request, reply, { code: 'common.rateLimited' });
    if (status === 404) return sendError(request, reply, { code: 'common.notFound' });
    if (status >= 400 && status < 500) {
      // Malformed JSON, a body too large, an unsupported media type…: the client's fault.
      request.log.info({ err: error }, 'client error');
      return sendError(request, reply, {
        code: 'common.invalidRequest',
        details: { reason: error.code ?? 'BAD_REQUEST' },
        status,
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, { code: 'common.unhandled' });
  });
}

/** The JSON answer for a route that does not exist. */
export function replyNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, { code: 'common.notFound' });
}
