// The help articles under /api/admin/help/articles, for admins only: 401 for a visitor, 403 for a
// driver or a supplier, before anything else is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminHelpArticleListSchema,
  AdminHelpArticleQuerySchema,
  AdminHelpArticleResponseSchema,
} from '@roadbook/domain/contracts/admin-help';
import { HelpArticleParamsSchema } from '@roadbook/domain/contracts/help';
import { HelpArticleInputSchema, NewHelpArticleInputSchema } from '@roadbook/domain/help-article-schema';
import { errorResponses } from '../../http/error-responses';
import { staffOf } from '../back-office-guard';
import type { AdminHelpService } from './admin-help.service';

const PRIVATE = 'private, no-store';
const TAGS = ['back office'];
const BODY =
  '`audience` (drivers or suppliers), `topic` (one of that centre’s) and `translations`: for each of ' +
  '`en`, `fr` and `es` a `title`, a `summary` and a `body` in the site’s rich text. The change is ' +
  'written to the audit trail in its transaction; the help pages and the search show it at once.';

export const adminHelpRoutes: FastifyPluginAsyncZod<{ adminHelp: AdminHelpService }> = async (
  app,
  { adminHelp },
) => {
  app.get(
    '/help/articles',
    {
      schema: {
        tags: TAGS,
        summary: 'Every help article with its words in each language, by centre (admins)',
        querystring: AdminHelpArticleQuerySchema,
        response: { 200: AdminHelpArticleListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return adminHelp.listArticles(request.query);
    },
  );

  app.get(
    '/help/articles/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A help article with its words in each language (admins)',
        params: HelpArticleParamsSchema,
        response: { 200: AdminHelpArticleResponseSchema, ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { article: await adminHelp.getArticle(request.params.id) };
    },
  );

  app.post(
    '/help/articles',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a help article at the end of its centre (admins)',
        description:
          `Body: \`id\`, the article's address (lower-case words joined by hyphens; another ` +
          `article's → 400 validation.articleIdTaken on \`id\`), ${BODY}`,
        body: NewHelpArticleInputSchema,
        response: { 201: AdminHelpArticleResponseSchema, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      const article = await adminHelp.createArticle(user, request.body);
      return reply.code(201).send({ article });
    },
  );

  app.put(
    '/help/articles/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Rewrite a help article (admins)',
        description: `Body: ${BODY} Moved to the other centre, it goes to its end. 404 for an unknown article.`,
        params: HelpArticleParamsSchema,
        body: HelpArticleInputSchema,
        response: {
          200: AdminHelpArticleResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 414, 415),
        },
      },
    },
    async (request) => {
      const { user } = staffOf(request);
      return { article: await adminHelp.updateArticle(user, request.params.id, request.body) };
    },
  );

  app.delete(
    '/help/articles/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Delete a help article (admins); a shipped one is not added back at the next start',
        params: HelpArticleParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 414) },
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request);
      await adminHelp.deleteArticle(user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
