import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { replyNotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

function acceptsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/**
 * Serves the built web app, compressed ahead of time: hashed files under /assets/ are cached for a
 * year, everything else is revalidated. Any other page address answers index.html, and the client router renders it (its
 * own not-found page included). Outside /api only: API addresses always answer JSON.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string | undefined }) {
  const { distDir } = options;
  const hasBuild = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz next to each text file; they are sent to clients that accept them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (hasBuild && !isApi && acceptsHtml(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return replyNotFound(request, reply);
  });
}

/** Files written by the site (car images, logos): content-named, so cached for a year. */
export async function registerUploads(app: FastifyInstance, options: { uploadsDir: string }) {
  fs.mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // A block, not an arrow's value: header() returns the reply, which is thenable, and nothing waits
    // for what setHeaders returns.
    setHeaders: (res) => {
      res.header('cache-control', IMMUTABLE);
    },
  });
}
