// A local HTTP server for tests of outside services: it speaks whatever the test's handler answers
// and records the paths it was asked for.
import http from 'node:http';

export type FakeHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

export interface FakeHttpServer {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  origin: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** Changes how the next requests are answered. */
  answer(handler: FakeHandler): void;
  close(): Promise<void>;
}

export function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** What `map` keeps under `id`; a test that names something the fake never made fails at once. */
export function known<Value>(map: ReadonlyMap<string, Value>, id: string, what: string): Value {
  const value = map.get(id);
  if (value === undefined) throw new Error(`the fake has no ${what} ${id}`);
  return value;
}

/** The whole body of a request, as text. */
export function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeHttpServer(initial: FakeHandler): Promise<FakeHttpServer> {
  let handler = initial;
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake server has no TCP port');
  const { port } = address;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      handler = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An address on which nothing listens (a server started, then closed). */
export async function unusedOrigin(): Promise<string> {
  const server = await startFakeHttpServer((_request, response) => response.end());
  await server.close();
  return server.origin;
}
