import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Language } from '@roadbook/domain/constants';
import {
  HelpArticleListQuerySchema,
  HelpArticleListSchema,
  HelpArticleParamsSchema,
  HelpArticleQuerySchema,
  HelpArticleResponseSchema,
  HelpFeedbackAnswerSchema,
  HelpFeedbackBodySchema,
  HelpSearchAnswerSchema,
  HelpSearchQuerySchema,
} from '@roadbook/domain/contracts/help';
import { errorResponses } from '../../http/error-responses';
import { askedLanguage } from '../../http/request-language';
import type { HelpService } from './help.service';

export interface HelpRoutesOptions {
  help: HelpService;
  /** The language of a reader who names none (the marketplace's default). */
  defaultLanguage: Language;
  /** Requests a minute per address on the forms anyone may send. */
  formRateLimit: number;
}

const LANGUAGE = 'In `lang`, else the first language of Accept-Language, else the marketplace default.';
/** Articles change rarely: shared caches may keep them a minute. */
const CACHE_CONTROL = 'public, max-age=60';

/** The help centres: /help, /help/drivers, /help/suppliers, /help/article/{id}, /help/search. */
export const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (
  app,
  { help, defaultLanguage, formRateLimit },
) => {
  app.get(
    '/help/articles',
    {
      schema: {
        tags: ['help'],
        summary: 'The articles of a help centre (drivers or suppliers), or of both',
        description: `Titles and summaries in the centre's order. ${LANGUAGE}`,
        querystring: HelpArticleListQuerySchema,
        response: { 200: HelpArticleListSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const language = askedLanguage(request, request.query.lang) ?? defaultLanguage;
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Language');
      return { articles: await help.listArticles(language, request.query.audience) };
    },
  );

  app.get(
    '/help/articles/:id',
    {
      schema: {
        tags: ['help'],
        summary: 'A help article',
        description: `Its body is the site's rich text (paragraphs, "- " lists, [label](/path) links, **bold**), never HTML. ${LANGUAGE}`,
        params: HelpArticleParamsSchema,
        querystring: HelpArticleQuerySchema,
        response: { 200: HelpArticleResponseSchema, ...errorResponses(400, 404, 414) },
      },
    },
    async (request, reply) => {
      const language = askedLanguage(request, request.query.lang) ?? defaultLanguage;
      reply.header('cache-control', CACHE_CONTROL).header('vary', 'Accept-Language');
      return { article: await help.getArticle(request.params.id, language) };
    },
  );

  app.get(
    '/help/search',
    {
      schema: {
        tags: ['help'],
        summary: 'Searches the help articles',
        description:
          "Full-text search in the reader's language (stemming, accents and case ignored); a word no " +
          'article uses is replaced by the closest one they do, and `searchedFor` then says what was ' +
          'searched. At most 20 results, best first; title and extract mark the words found between ' +
          `U+0002 and U+0003. Fewer than 2 characters find nothing. ${LANGUAGE}`,
        querystring: HelpSearchQuerySchema,
        response: { 200: HelpSearchAnswerSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const language = askedLanguage(request, request.query.lang) ?? defaultLanguage;
      return help.search(request.query.q, language, request.query.audience);
    },
  );

  app.post(
    '/help/articles/:id/feedback',
    {
      config: { rateLimit: { max: formRateLimit, timeWindow: 60_000 } },
      schema: {
        tags: ['help'],
        summary: '"Was this helpful?": counts one answer',
        description: "Body `{ helpful: true | false }`; answers the article's counts.",
        params: HelpArticleParamsSchema,
        body: HelpFeedbackBodySchema,
        response: { 200: HelpFeedbackAnswerSchema, ...errorResponses(400, 404, 413, 414, 415) },
      },
    },
    async (request) => help.giveFeedback(request.params.id, request.body.helpful),
  );
};
