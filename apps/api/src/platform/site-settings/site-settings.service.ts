// The site settings that change while the site runs (product-rules.md § Back office, § Limits and
// settings): each one is the value an admin stored in the back office, else the environment's. The
// modules that apply them (checkout, bookings, accounts, pages, seo, suppliers, GET /api/config) ask
// `current()` on each request. Each API process keeps the settings in memory and forgets them with
// every change made through it or, with several processes, announced by another (`changes`).
import type { SiteSettings, SiteSettingsResponse } from '@roadbook/domain/contracts/site-settings';
import type { Database, DatabaseHandle } from '../../db/client';
import type { BackOfficeUser } from '../../plugins/session';
import type { ChangeSignal } from '../../shared-state/change-signal';
import type { AuditService } from '../audit/audit.service';
import {
  ensureSettingsRow,
  selectStoredSettings,
  updateStoredSettings,
  type StoredSettings,
} from './site-settings.queries';

export interface SiteSettingsServiceDependencies {
  database: DatabaseHandle;
  /** The environment's values (config.siteSettings), in effect where nothing is stored. */
  defaults: SiteSettings;
  audit: Pick<AuditService, 'record'>;
  /** How the API processes tell each other of a change (Redis); absent, there is one process. */
  changes?: ChangeSignal;
}

/** What the modules that apply the settings depend on: the settings in effect now. */
export type CurrentSiteSettings = () => Promise<SiteSettings>;

/** The audit trail's record id of the settings (there is one set). */
const SETTINGS_RECORD_ID = 'site';

function effective(defaults: SiteSettings, stored: StoredSettings | null): SiteSettings {
  return {
    maintenance: stored?.maintenance ?? defaults.maintenance,
    hideSuppliers: stored?.hideSuppliers ?? defaults.hideSuppliers,
    minimumAge: stored?.minimumAge ?? defaults.minimumAge,
    paymentWindowMinutes: stored?.paymentWindowMinutes ?? defaults.paymentWindowMinutes,
    lateCancellationFeePercent: stored?.lateCancellationFeePercent ?? defaults.lateCancellationFeePercent,
    maxLocationsPerSupplier: stored?.maxLocationsPerSupplier ?? defaults.maxLocationsPerSupplier,
  };
}

const isSame = (a: SiteSettings, b: SiteSettings) =>
  (Object.keys(a) as (keyof SiteSettings)[]).every((key) => a[key] === b[key]);

export function createSiteSettingsService({
  database,
  defaults,
  audit,
  changes,
}: SiteSettingsServiceDependencies) {
  const { db } = database;
  /** The settings in effect as last read, until a change (or a failed read) forgets them. */
  let cached: Promise<SiteSettings> | null = null;
  changes?.onChange(() => {
    cached = null;
  });

  async function described(tx: Database): Promise<SiteSettingsResponse> {
    const stored = await selectStoredSettings(tx);
    return {
      settings: effective(defaults, stored),
      updatedAt: stored?.updatedAt.toISOString() ?? null,
      updatedBy: stored?.updatedBy ?? null,
    };
  }

  function current(): Promise<SiteSettings> {
    if (cached !== null) return cached;
    const loading = selectStoredSettings(db).then((stored) => effective(defaults, stored));
    cached = loading;
    // A failed read is not kept: the next request reads again.
    loading.catch(() => {
      if (cached === loading) cached = null;
    });
    return loading;
  }

  return {
    /** The settings in effect now, for the modules that apply them. */
    current,

    /** GET /api/admin/settings: the settings in effect, read from the database, and their last save. */
    read(): Promise<SiteSettingsResponse> {
      return described(db);
    },

    /**
     * PUT /api/admin/settings: stores every setting (admins), with its audit event in the same
     * transaction; in effect from the next request. Values that change nothing record nothing.
     */
    async update(admin: BackOfficeUser, settings: SiteSettings, now: Date): Promise<SiteSettingsResponse> {
      const answer = await db.transaction(async (tx) => {
        await ensureSettingsRow(tx);
        const before = effective(defaults, await selectStoredSettings(tx, true));
        if (isSame(before, settings)) return described(tx);
        await updateStoredSettings(tx, settings, admin.id, now);
        await audit.record(tx, {
          actorId: admin.id,
          action: 'update',
          recordKind: 'settings',
          recordId: SETTINGS_RECORD_ID,
          recordLabel: null,
          before: { ...before },
          after: { ...settings },
        });
        return described(tx);
      });
      cached = null;
      changes?.announce();
      return answer;
    },
  };
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>;
