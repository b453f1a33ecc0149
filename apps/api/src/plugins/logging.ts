// The site's log: JSON lines at LOG_LEVEL (pino-pretty with LOG_PRETTY), secrets left out, one line
// per request once answered.
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from '../config';
import { serializeRequest } from '../http/log-redaction';

/**
 * Standard output written without blocking (sonic-boom, flushed on exit): a synchronous write per
 * line held every request behind the terminal or the pipe of the process manager (docs/performance.md).
 * One for the process, whatever number of apps it builds.
 */
let standardOutput: pino.DestinationStream | undefined;

/** Where log lines go instead of standard output (tests read them). */
export interface LogStream {
  write(line: string): void;
}

export function loggerOptions(config: Config, stream: LogStream | undefined): FastifyServerOptions['logger'] {
  const options = {
    level: config.log.level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: serializeRequest },
  };
  if (stream) return { ...options, stream };
  if (config.log.pretty) return { ...options, transport: { target: 'pino-pretty' } };
  // At most PIPE_BUF (4 KiB) per write, whole lines: several processes' lines never interleave on a pipe.
  standardOutput ??= pino.destination({ dest: 1, sync: false, maxWrite: 4096 });
  return { ...options, stream: standardOutput };
}

/** One log line per request, once it is answered: its address, status and time (Fastify writes two). */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
