import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { Language } from '@roadbook/domain/constants';
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

function errorBody(language: Language, { code, params = {}, details }: ErrorReply): ErrorBody {
  return {
    error: { code, message: translateErrorCode(language, code, params), ...(details ? { details } : {}) },
  };
}

function sendError(request: FastifyRequest, reply: FastifyReply, error: ErrorReply) {
  return reply
    .status(error.status ?? statusOfErrorCode(error.code))
    .type('application/json; charset=utf-8')
    .send(errorBody(requestLanguage(request), error));
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
function replyError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof DomainError) {
    // The parameters travel as details too, so a page can translate the code itself.
    const details = { ...error.params, ...error.details };
    return sendError(request, reply, {
      code: error.code,
      params: error.params,
      details: Object.keys(details).length > 0 ? details : undefined,
    });
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
    // Malformed JSON, a body too large, an unsupported media type, a malformed or too long address…:
    // the client's fault. The status stays Fastify's; `reason` is its error code.
    request.log.info({ err: error }, 'client error');
    return sendError(request, reply, {
      code: 'common.invalidRequest',
      details: { reason: error.code ?? 'BAD_REQUEST' },
      status,
    });
  }
  request.log.error({ err: error }, 'unhandled error');
  return sendError(request, reply, { code: 'common.unhandled' });
}

/**
 * An HTTP request Node could not even parse (no request, no route): answered on the socket as
 * Fastify's default does, with its status (408 too slow, 431 headers too large, else 400), but in
 * the shared shape, in English since nothing of the request can be read.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const body = JSON.stringify(
    errorBody('en', { code: 'common.invalidRequest', details: { reason: error.code ?? 'BAD_REQUEST' } }),
  );
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify options that make the framework's own refusals leave in the shared shape too: a malformed
 * or too long address (`frameworkErrors`: 400 FST_ERR_BAD_URL, 414 FST_ERR_MAX_PARAM_LENGTH), an
 * unparsable request (`clientErrorHandler`), and requests that arrive while the server shuts down
 * (`return503OnClosing` off: registerErrorHandling refuses them itself).
 */
export const frameworkErrorOptions = {
  frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    void replyError(error, request, reply);
  },
  clientErrorHandler: answerClientError,
  return503OnClosing: false,
} satisfies FastifyServerOptions;

/** The error handler, and the shutdown refusal in the shared shape (see frameworkErrorOptions). */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(replyError);

  // Requests still arriving on open connections while the server closes are refused, as Fastify
  // would (it also answers them `connection: close`), so that none starts work on a closing database.
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async () => {
    if (isClosing) throw new DomainError('common.unavailable');
  });
}

/** The JSON answer for a route that does not exist. */
export function replyNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, { code: 'common.notFound' });
}
