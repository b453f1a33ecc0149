// The internal area's calls: its own session (an http-only cookie sent to /api/internal only), and
// the commercial guide with its revisions. Request bodies are forms: internal-area.ts.
import * as z from 'zod/mini';
import { INTERNAL_ROLES } from '../internal-area';
import { listPageFields, PageQuerySchema } from './list-page';

/** Who is signed in to the internal area: what a page may keep, since none of it is a secret. */
export const InternalUserSchema = z.object({
  username: z.string(),
  role: z.enum(INTERNAL_ROLES),
  /** The editor's: the guide may be changed. */
  canEdit: z.boolean(),
});
export type InternalUser = z.infer<typeof InternalUserSchema>;

/** POST /api/internal/sign-in and GET /api/internal/session. */
export const InternalSessionSchema = z.object({ user: InternalUserSchema });
export type InternalSession = z.infer<typeof InternalSessionSchema>;

/** A revision: `number` counts them from 1; `authorName` is the author's username when they saved it. */
export const GuideRevisionRefSchema = z.object({
  id: z.uuid(),
  number: z.int().check(z.minimum(1)),
  authorName: z.string(),
  createdAt: z.iso.datetime(),
});
export type GuideRevisionRef = z.infer<typeof GuideRevisionRefSchema>;

/** A revision as the history lists it, with its length in characters. */
export const GuideRevisionSummarySchema = z.object({
  ...GuideRevisionRefSchema.shape,
  size: z.int().check(z.nonnegative()),
});
export type GuideRevisionSummary = z.infer<typeof GuideRevisionSummarySchema>;

/**
 * GET /api/internal/commercial-guide and the answer of PUT: the latest revision's sanitised HTML
 * ('' before the first one) and which revision it is (null before the first one): a change is saved
 * with it as `baseRevisionId`.
 */
export const CommercialGuideSchema = z.object({
  content: z.string(),
  revision: z.nullable(GuideRevisionRefSchema),
});
export type CommercialGuide = z.infer<typeof CommercialGuideSchema>;

/** GET /api/internal/commercial-guide/revisions?page=N, newest first. */
export const GuideRevisionListQuerySchema = z.object({ page: PageQuerySchema });
export const GuideRevisionListSchema = z.object({
  revisions: z.array(GuideRevisionSummarySchema),
  ...listPageFields,
});
export type GuideRevisionList = z.infer<typeof GuideRevisionListSchema>;

/** GET /api/internal/commercial-guide/revisions/{revisionId}: one revision with its content. */
export const GuideRevisionParamsSchema = z.object({ revisionId: z.uuid() });
export const GuideRevisionSchema = z.object({ ...GuideRevisionRefSchema.shape, content: z.string() });
export type GuideRevision = z.infer<typeof GuideRevisionSchema>;
export const GuideRevisionResponseSchema = z.object({ revision: GuideRevisionSchema });
