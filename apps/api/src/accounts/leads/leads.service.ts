// Leads (product-rules.md § Roles and permissions): a future supplier or driver leaves their details
// on a join page. One lead per kind and address; the admins hear of each, in the same transaction.
import type { Language } from '@roadbook/domain/constants';
import type { LeadCaptureAnswer } from '@roadbook/domain/contracts/join';
import type { Lead } from '@roadbook/domain/join-schemas';
import type { DatabaseHandle } from '../../db/client';
import { requireRecaptcha, type Recaptcha } from '../../integrations/recaptcha/recaptcha';
import type { AdminNoticesService } from '../../platform/admin-notices/admin-notices.service';
import { upsertLead, type LeadKind } from './leads.queries';

export interface LeadsServiceDependencies {
  database: DatabaseHandle;
  adminNotices: AdminNoticesService;
  recaptcha: Recaptcha;
}

/** Who sent the form: the address reCAPTCHA is checked for, the page's language. */
export interface LeadSender {
  ip: string;
  language: Language;
}

export function createLeadsService({ database, adminNotices, recaptcha }: LeadsServiceDependencies) {
  const { db } = database;

  return {
    /**
     * Stores the lead (or updates the one of the same kind and address) and queues the newLead
     * notice to the admins; 400 auth.recaptcha when reCAPTCHA is on and the token is missing or refused.
     */
    async capture(kind: LeadKind, input: Lead, sender: LeadSender): Promise<LeadCaptureAnswer> {
      await requireRecaptcha(recaptcha, input.recaptchaToken, sender.ip);
      const isNew = await db.transaction(async (tx) => {
        const lead = await upsertLead(tx, {
          kind,
          email: input.email,
          fullName: input.fullName,
          phone: input.phone ?? null,
          company: input.company,
          message: input.message,
          language: input.language ?? sender.language,
        });
        await adminNotices.queue(tx, 'newLead', {
          kind,
          fullName: lead.fullName,
          email: lead.email,
          phone: lead.phone,
          company: lead.company,
          message: lead.message,
        });
        return lead.isNew;
      });
      adminNotices.wake();
      return { status: isNew ? 'created' : 'updated' };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
