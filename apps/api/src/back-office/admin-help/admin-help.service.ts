// The help articles in the back office (product-rules.md § Information pages), for admins: every
// article of both centres with its words in each language, added, rewritten or deleted, each change
// one transaction with its audit event. The help pages and the search read the same tables (each
// translation's search vector is a column the database computes), and the words misspelt searches are
// compared with are rebuilt in the change's transaction, so the public help sees a change at once.
// A shipped article (help-articles.json) an admin deleted is not added back at the next start: the
// loader reads the deletion from the audit trail (help-content.ts).
import type {
  AdminHelpArticle,
  AdminHelpArticleList,
  AdminHelpArticleQuery,
} from '@roadbook/domain/contracts/admin-help';
import { DomainError } from '@roadbook/domain/error-codes';
import type { HelpArticleInput, NewHelpArticleInput } from '@roadbook/domain/help-article-schema';
import type { Database, DatabaseHandle } from '../../db/client';
import { invalidField } from '../../http/parse-input';
import type { BackOfficeUser } from '../../plugins/session';
import type { AuditService, AuditSnapshot } from '../../platform/audit/audit.service';
import type { HelpService } from '../../content/help/help.service';
import {
  deleteArticle,
  insertArticle,
  lockArticle,
  selectArticle,
  selectArticleList,
  updateArticle,
  type ArticleRow,
} from './admin-help.queries';

export interface AdminHelpServiceDependencies {
  database: DatabaseHandle;
  audit: Pick<AuditService, 'record'>;
  help: Pick<HelpService, 'refreshSearchWords'>;
}

function toArticle(row: ArticleRow): AdminHelpArticle {
  return {
    id: row.id,
    audience: row.audience,
    topic: row.topic,
    position: row.position,
    translations: row.translations,
    helpfulCount: row.helpful_count,
    notHelpfulCount: row.not_helpful_count,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** What the audit trail keeps of an article: its centre, topic, order and words. */
function snapshotOf({
  helpfulCount: _helpful,
  notHelpfulCount: _notHelpful,
  updatedAt: _updatedAt,
  ...fields
}: AdminHelpArticle): AuditSnapshot {
  return fields;
}

export function createAdminHelpService({ database, audit, help }: AdminHelpServiceDependencies) {
  const { db } = database;

  async function readArticle(tx: Database, id: string): Promise<AdminHelpArticle> {
    const row = await selectArticle(tx, id);
    if (!row) throw new DomainError('common.notFound');
    return toArticle(row);
  }

  return {
    /** GET /api/admin/help/articles: by centre, in each centre's order. */
    async listArticles(query: AdminHelpArticleQuery): Promise<AdminHelpArticleList> {
      return { articles: (await selectArticleList(db, query)).map(toArticle) };
    },

    getArticle: (id: string) => readArticle(db, id),

    /** 400 validation.articleIdTaken on `id` when an article has that address. */
    createArticle(admin: BackOfficeUser, { id, ...input }: NewHelpArticleInput): Promise<AdminHelpArticle> {
      return db.transaction(async (tx) => {
        if (!(await insertArticle(tx, id, input)))
          throw invalidField('id', 'validation.articleIdTaken', 'body');
        await help.refreshSearchWords(tx);
        const after = await readArticle(tx, id);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'create',
          recordKind: 'helpArticle',
          recordId: id,
          recordLabel: after.translations.en.title,
          before: null,
          after: snapshotOf(after),
        });
        return after;
      });
    },

    updateArticle(admin: BackOfficeUser, id: string, input: HelpArticleInput): Promise<AdminHelpArticle> {
      return db.transaction(async (tx) => {
        if (!(await lockArticle(tx, id))) throw new DomainError('common.notFound');
        const before = await readArticle(tx, id);
        await updateArticle(tx, id, input);
        await help.refreshSearchWords(tx);
        const after = await readArticle(tx, id);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'update',
          recordKind: 'helpArticle',
          recordId: id,
          recordLabel: after.translations.en.title,
          before: snapshotOf(before),
          after: snapshotOf(after),
        });
        return after;
      });
    },

    deleteArticle(admin: BackOfficeUser, id: string): Promise<void> {
      return db.transaction(async (tx) => {
        if (!(await lockArticle(tx, id))) throw new DomainError('common.notFound');
        const before = await readArticle(tx, id);
        await deleteArticle(tx, id);
        await help.refreshSearchWords(tx);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'delete',
          recordKind: 'helpArticle',
          recordId: id,
          recordLabel: before.translations.en.title,
          before: snapshotOf(before),
          after: null,
        });
      });
    },
  };
}

export type AdminHelpService = ReturnType<typeof createAdminHelpService>;
