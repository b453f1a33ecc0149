// Every field the audit trail records has a label in every language: the fields of the records the
// API snapshots whole (their contract schemas, less what the snapshot leaves out) and those it writes
// out in its `audit.record` calls.
import { LANGUAGES } from '@roadbook/domain/constants';
import { AdminDriverRowSchema } from '@roadbook/domain/contracts/admin-drivers';
import { AdminHelpArticleSchema } from '@roadbook/domain/contracts/admin-help';
import { AdminLeadSchema } from '@roadbook/domain/contracts/admin-leads';
import { AdminCountrySchema, AdminLocationSchema } from '@roadbook/domain/contracts/admin-places';
import { AdminSupplierSchema } from '@roadbook/domain/contracts/admin-suppliers';
import { AUDIT_RECORD_KINDS, type AuditRecordKind } from '@roadbook/domain/contracts/audit';
import { FleetCarSchema } from '@roadbook/domain/contracts/fleet';
import { SiteSettingsSchema } from '@roadbook/domain/contracts/site-settings';
import { describe, expect, it } from 'vitest';

import { AUDIT_FIELD_LABELS, auditFieldLabelKey } from './audit-field-labels';
import { auditRecordCalls } from './testing/audited-fields';
import { allMessages, placeholders } from './testing/catalogue-messages';
import { REPOSITORY, sourceFiles } from './testing/translation-calls';

/** A record the API snapshots whole: its schema's fields, less and plus what its snapshot function changes. */
interface WholeRecord {
  fields: readonly string[];
  /** Left out of the snapshot (counts, times), per the API's `…Snapshot`/`snapshotOf` function. */
  without?: readonly string[];
  /** Added by the snapshot function. */
  with?: readonly string[];
}

const WHOLE_RECORDS: Partial<Record<AuditRecordKind, WholeRecord>> = {
  car: { fields: Object.keys(FleetCarSchema.shape), without: ['bookingCount', 'updatedAt'] },
  supplier: { fields: Object.keys(AdminSupplierSchema.shape), without: ['carCount', 'createdAt'] },
  driver: { fields: Object.keys(AdminDriverRowSchema.shape), without: ['bookingCount', 'createdAt'] },
  lead: { fields: Object.keys(AdminLeadSchema.shape), without: ['createdAt'] },
  country: { fields: Object.keys(AdminCountrySchema.shape), without: ['locationCount'] },
  location: {
    fields: Object.keys(AdminLocationSchema.shape),
    without: ['carCount', 'bookingCount', 'country'],
    with: ['countryId', 'countryCode'],
  },
  helpArticle: {
    fields: Object.keys(AdminHelpArticleSchema.shape),
    without: ['helpfulCount', 'notHelpfulCount', 'updatedAt'],
  },
  settings: { fields: Object.keys(SiteSettingsSchema.shape) },
};

const CALLS = auditRecordCalls(sourceFiles(`${REPOSITORY}/apps/api/src`), REPOSITORY);

/** The fields each kind of record may show in the trail. */
function auditedFields(): Map<AuditRecordKind, Set<string>> {
  const fields = new Map<AuditRecordKind, Set<string>>(AUDIT_RECORD_KINDS.map((kind) => [kind, new Set()]));
  for (const [kind, record] of Object.entries(WHOLE_RECORDS) as [AuditRecordKind, WholeRecord][]) {
    const kept = record.fields.filter((field) => !record.without?.includes(field));
    for (const field of [...kept, ...(record.with ?? [])]) fields.get(kind)?.add(field);
  }
  for (const call of CALLS) {
    if (call.fields === 'opaque') continue;
    for (const field of call.fields) fields.get(call.recordKind as AuditRecordKind)?.add(field);
  }
  return fields;
}

describe('the labels of the audit trail’s fields', () => {
  it('are read from every kind of record the API audits', () => {
    expect(new Set(CALLS.map((call) => call.recordKind))).toEqual(new Set(AUDIT_RECORD_KINDS));
    // A snapshot this reading cannot list is a record passed whole: its schema must be known here.
    const unlisted = CALLS.filter(
      (call) => call.fields === 'opaque' && !(call.recordKind in WHOLE_RECORDS),
    ).map((call) => `${call.where} ${call.recordKind}`);
    expect(unlisted).toEqual([]);
  });

  it('name every field the trail records, and only those', () => {
    for (const [kind, fields] of auditedFields()) {
      const labelled = Object.keys(AUDIT_FIELD_LABELS[kind]);
      expect(
        [...fields].filter((field) => auditFieldLabelKey(kind, field) === undefined),
        `${kind}: fields without a label`,
      ).toEqual([]);
      expect(
        labelled.filter((field) => !fields.has(field)),
        `${kind}: labels of fields never recorded`,
      ).toEqual([]);
    }
  });

  it('exist in every language, as words without placeholders', () => {
    const keys = new Set(Object.values(AUDIT_FIELD_LABELS).flatMap((labels) => Object.values(labels)));
    for (const language of LANGUAGES) {
      const texts = allMessages(language);
      for (const key of keys) {
        const text = texts.get(key);
        expect(text, `${language} ${key}`).toBeDefined();
        expect(placeholders(text ?? ''), `${language} ${key}`).toEqual([]);
      }
    }
  });

  it('knows no label for a field of another name', () => {
    expect(auditFieldLabelKey('settings', 'paymentWindowMinutes')).toBe(
      'backOffice:settings.fields.paymentWindowMinutes',
    );
    expect(auditFieldLabelKey('settings', 'toString')).toBeUndefined();
    expect(auditFieldLabelKey('car', 'notAField')).toBeUndefined();
  });
});
