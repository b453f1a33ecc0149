// The accounts area: sign-up, sign-in (passwords, social providers, passkeys) and sessions, the
// user's own account and leaving the site, the agencies' sign-up and settings, and the leads of
// agencies that want to join.
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/client';
import { createSocialSignIn } from '../integrations/social-sign-in/social-sign-in';
import type { Platform } from '../platform/platform-area';
import { accountsRoutes } from './accounts/accounts.routes';
import { createAccountsService } from './accounts/accounts.service';
import { createHousekeeping } from './accounts/housekeeping';
import { createSessionStore } from './accounts/session-store';
import { createSocialAccountsService } from './accounts/social-accounts.service';
import { leadsRoutes } from './leads/leads.routes';
import { createLeadsService } from './leads/leads.service';
import { passkeysRoutes } from './passkeys/passkeys.routes';
import { createPasskeysService } from './passkeys/passkeys.service';
import { supplierAccountsRoutes } from './supplier-accounts/supplier-accounts.routes';
import { createSupplierAccountsService } from './supplier-accounts/supplier-accounts.service';
import { leavingRoutes } from './users/leaving.routes';
import { createLeavingService } from './users/leaving.service';
import { usersRoutes } from './users/users.routes';
import { createUsersService } from './users/users.service';

export interface AccountsAreaDependencies {
  app: FastifyInstance;
  config: Config;
  database: DatabaseHandle;
  platform: Pick<
    Platform,
    'emails' | 'recaptcha' | 'files' | 'adminNotices' | 'failureLimiters' | 'currentSettings' | 'scheduler'
  >;
}

export function createAccountsArea({ app, config, database, platform }: AccountsAreaDependencies) {
  const { emails, recaptcha, files, adminNotices, currentSettings } = platform;
  const sessions = createSessionStore(database.db, config.accounts);
  const accounts = createAccountsService({
    database,
    recaptcha,
    sessions,
    emails,
    timeZone: config.timeZone,
    siteSettings: currentSettings,
    signInLimits: config.accounts.signInLimits,
    failureLimiters: platform.failureLimiters,
  });
  const socialAccounts = createSocialAccountsService({
    database,
    sessions,
    socialSignIn: createSocialSignIn({ ...config.social, log: app.log }),
  });
  const passkeys = createPasskeysService({
    database,
    sessions,
    accounts,
    siteUrl: config.siteUrl,
    log: app.log,
  });
  const users = createUsersService({
    database,
    files,
    timeZone: config.timeZone,
    siteSettings: currentSettings,
  });
  const leaving = createLeavingService({ database, users, emails, accounts });
  const supplierAccounts = createSupplierAccountsService({ database, accounts, adminNotices, recaptcha });
  const leads = createLeadsService({ database, adminNotices, recaptcha });
  platform.scheduler.add(createHousekeeping({ db: database.db, sessions, files }));

  const { formRateLimit, uploadMaxBytes } = config.accounts;
  const routes: FastifyPluginAsyncZod = async (api) => {
    await api.register(leadsRoutes, { leads, formRateLimit });
    await api.register(supplierAccountsRoutes, { supplierAccounts, formRateLimit });
    await api.register(accountsRoutes, { accounts, socialAccounts, formRateLimit });
    await api.register(passkeysRoutes, { passkeys, formRateLimit });
    await api.register(usersRoutes, { users, uploadMaxBytes, formRateLimit });
    await api.register(leavingRoutes, { leaving });
  };

  return { sessions, accounts, users, supplierAccounts, routes };
}

export type AccountsArea = ReturnType<typeof createAccountsArea>;
