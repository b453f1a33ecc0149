// The internal area (product-rules.md § Roles): its sign-in, its sessions, and the commercial guide
// the editor writes and both accounts read, with every revision kept.
import { z } from 'zod';
import { PAGE_SIZE } from '@roadbook/domain/constants';
import type {
  CommercialGuide,
  GuideRevision,
  GuideRevisionList,
  GuideRevisionRef,
  InternalUser,
} from '@roadbook/domain/contracts/internal';
import { DomainError } from '@roadbook/domain/error-codes';
import {
  canEditGuide,
  GUIDE_CONTENT_MAX_LENGTH,
  INTERNAL_SESSION_HOURS,
  type GuideSave,
  type InternalRole,
  type InternalSignIn,
} from '@roadbook/domain/internal-area';
import { withCode, withCodeAbort } from '@roadbook/domain/schema-fields';
import type { DatabaseHandle } from '../../db/client';
import { loadListPage } from '../../db/list-page';
import { addressKey } from '../../http/client-address';
import { parseRequestPart } from '../../http/parse-input';
import type { FailureLimiters } from '../../platform/credentials/failure-limiter';
import { createSignInLimits, type SignInLimitSettings } from '../../platform/credentials/sign-in-limits';
import { isPasswordCorrect } from '../../platform/credentials/passwords';
import { hashToken, newToken } from '../../platform/credentials/tokens';
import {
  countRevisions,
  deleteEndedSessions,
  deleteInternalSession,
  insertInternalSession,
  insertRevision,
  selectInternalUserByUsername,
  selectLatestRevision,
  selectRevision,
  selectRevisionPage,
  selectSessionUser,
  type RevisionRow,
} from './internal.queries';
import { sanitiseGuide } from './sanitise-guide';

export interface InternalServiceDependencies {
  database: DatabaseHandle;
  /** The sign-in limits per username and per address (the accounts' settings and rules). */
  signInLimits: SignInLimitSettings;
  /** Where failed sign-ins are counted: this process's memory, or Redis for several processes. */
  failureLimiters: FailureLimiters;
}

/** The account of an internal session, as the routes know it. */
export interface InternalSessionUser {
  id: string;
  username: string;
  role: InternalRole;
}

export interface InternalSignedIn {
  user: InternalUser;
  /** The cookie's value; only its hash is stored. */
  token: string;
}

export function toInternalUser({ username, role }: InternalSessionUser): InternalUser {
  return { username, role, canEdit: canEditGuide(role) };
}

function toRevisionRef(
  row: Pick<RevisionRow, 'id' | 'number' | 'authorName' | 'createdAt'>,
): GuideRevisionRef {
  return {
    id: row.id,
    number: row.number,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
  };
}

function toGuide(row: RevisionRow | null): CommercialGuide {
  return row === null
    ? { content: '', revision: null }
    : { content: row.content, revision: toRevisionRef(row) };
}

/**
 * What remains of the text once sanitised must say something, and fit (escaping and the links' `rel`
 * may lengthen it): 400 validation.required or validation.tooLong on `content`. So the guide as stored
 * can always be saved again.
 */
const SanitisedContentSchema = z.object({
  content: z
    .string()
    .min(1, withCodeAbort('validation.required'))
    .max(GUIDE_CONTENT_MAX_LENGTH, withCode('validation.tooLong')),
});

export function createInternalService({
  database,
  signInLimits,
  failureLimiters,
}: InternalServiceDependencies) {
  const { db } = database;
  const limits = createSignInLimits(failureLimiters, signInLimits, {
    names: { account: 'internal-username', address: 'internal-address' },
    delayCode: 'internal.signInDelayed',
  });

  return {
    /**
     * Opens a session. An unknown username takes as long as a wrong password and gets the same 401
     * internal.incorrectCredentials; failures are counted per username and per address with the
     * site's rules (accounts/sign-in-limits.ts: 429 internal.signInDelayed with the seconds to wait,
     * before the password is checked). `previousToken`, the session the browser still had, ends.
     */
    async signIn(
      input: InternalSignIn,
      requester: { ip: string },
      previousToken: string | null,
    ): Promise<InternalSignedIn> {
      const address = addressKey(requester.ip);
      await limits.claim(input.username, address);
      const row = await selectInternalUserByUsername(db, input.username);
      if (!(await isPasswordCorrect(row?.passwordHash ?? null, input.password)) || row === null) {
        throw new DomainError('internal.incorrectCredentials');
      }
      await limits.succeeded(input.username, address);
      const { token, tokenHash } = newToken();
      await db.transaction(async (tx) => {
        await deleteEndedSessions(tx);
        if (previousToken !== null) await deleteInternalSession(tx, hashToken(previousToken));
        await insertInternalSession(tx, {
          tokenHash,
          userId: row.id,
          expiresAt: new Date(Date.now() + INTERNAL_SESSION_HOURS * 3_600_000),
        });
      });
      return { user: toInternalUser(row), token };
    },

    async signOut(token: string | null): Promise<void> {
      if (token !== null) await deleteInternalSession(db, hashToken(token));
    },

    /** The account of a live session's token; null when there is none, or it ended. */
    async sessionUser(token: string | null): Promise<InternalSessionUser | null> {
      if (token === null) return null;
      const row = await selectSessionUser(db, hashToken(token));
      return row === null ? null : { id: row.id, username: row.username, role: row.role };
    },

    /** The guide as it stands ('' and no revision before the first one). */
    async guide(): Promise<CommercialGuide> {
      return toGuide(await selectLatestRevision(db));
    },

    async revisions(page: number): Promise<GuideRevisionList> {
      const { rows, ...paging } = await loadListPage(
        { page, pageSize: PAGE_SIZE },
        (window) => selectRevisionPage(db, window),
        () => countRevisions(db),
      );
      return { revisions: rows.map((row) => ({ ...toRevisionRef(row), size: row.size })), ...paging };
    },

    /** One revision with its content; 404 common.notFound. */
    async revision(id: string): Promise<GuideRevision> {
      const row = await selectRevision(db, id);
      if (row === null) throw new DomainError('common.notFound');
      return { ...toRevisionRef(row), content: row.content };
    },

    /**
     * The editor saves the guide (403 auth.forbidden for the reader). The text is sanitised first.
     * When `baseRevisionId` is not the latest revision, someone saved meanwhile: 409
     * internal.revisionConflict, and nothing is saved. A text the same as the latest one saves nothing
     * and answers the latest revision.
     */
    async saveGuide(user: InternalSessionUser, input: GuideSave): Promise<CommercialGuide> {
      if (!canEditGuide(user.role)) throw new DomainError('auth.forbidden');
      const { content } = parseRequestPart(
        SanitisedContentSchema,
        { content: sanitiseGuide(input.content) },
        'body',
      );
      const latest = await selectLatestRevision(db);
      if ((latest?.id ?? null) !== input.baseRevisionId) throw new DomainError('internal.revisionConflict');
      if (latest !== null && latest.content === content) return toGuide(latest);
      const saved = await insertRevision(db, {
        number: (latest?.number ?? 0) + 1,
        content,
        authorId: user.id,
        authorName: user.username,
      });
      if (saved === null) throw new DomainError('internal.revisionConflict');
      return toGuide(saved);
    },
  };
}

export type InternalService = ReturnType<typeof createInternalService>;
