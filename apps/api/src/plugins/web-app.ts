import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PagesService } from '../content/pages/pages.service';
import { replyNotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The page's HTML in the encoding the client prefers among brotli and gzip (as the build's files
 * are sent), at levels that take about a millisecond; a HEAD request's headers without compressing.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  // A document at an address without `l` is written in the language Accept-Language asks for.
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'Accept-Encoding, Accept-Language');
  const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
  if (encoding === null || request.method === 'HEAD') return reply.send(html);
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html, { level: 9 });
  return reply.header('content-encoding', encoding).send(compressed);
}

/**
 * Serves the built web app, compressed ahead of time: hashed files under /assets/ are cached for a
 * year, everything else is revalidated. Any other address outside /api answers a page's whole
 * document (content/pages), whatever the Accept header: 404 with the not-found page for an address
 * the site does not have. API addresses always answer JSON.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { distDir: string | undefined; createPages: (indexHtml: string) => PagesService },
) {
  const { distDir } = options;
  const hasBuild = distDir !== undefined && fs.existsSync(path.join(distDir, 'index.html'));
  const pages = hasBuild
    ? options.createPages(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'))
    : null;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // index.html is the pages' template (content/pages), never sent as it is: `/` included.
      allowedPath: (pathName) => pathName !== '/' && pathName !== '/index.html',
      // The build writes .br and .gz next to each text file; they are sent to clients that accept them.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const isHashedAsset = filePath.startsWith(path.join(distDir, 'assets') + path.sep);
        res.header('cache-control', isHashedAsset ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi =
      request.url === '/api' || request.url.startsWith('/api/') || request.url.startsWith('/api?');
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (pages === null || isApi || !isRead) return replyNotFound(request, reply);
    const page = await pages.render(request.url, { acceptLanguage: request.headers['accept-language'] });
    reply.header('cache-control', 'no-cache');
    if ('redirect' in page) return reply.redirect(page.redirect, 302);
    return sendPage(request, reply.status(page.status), page.html);
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
