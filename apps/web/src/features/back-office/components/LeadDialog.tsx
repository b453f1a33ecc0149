// Everything a lead left on a join page: who, how to reach them, their company and message, the
// language of the page, when.
import type { AdminLead } from '@roadbook/domain/contracts/admin-leads';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { currentLanguage } from '@/lib/i18n';

import { DetailList } from './DetailList';

export function LeadDialog({ lead, onClose }: { lead: AdminLead; onClose: () => void }) {
  const { t, i18n } = useTranslation('backOffice');
  const language = currentLanguage(i18n);
  const titleId = useId();
  const languageName =
    new Intl.DisplayNames([language], { type: 'language' }).of(lead.language) ?? lead.language;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>
        {lead.fullName} · {t(`leads.kinds.${lead.kind}`)}
      </DialogTitle>
      <DialogContent>
        <DetailList
          items={[
            { label: t('leads.columns.email'), value: <a href={`mailto:${lead.email}`}>{lead.email}</a> },
            { label: t('leads.columns.phone'), value: lead.phone ?? '—' },
            { label: t('leads.columns.company'), value: lead.company ?? '—' },
            { label: t('leads.columns.language'), value: languageName },
            { label: t('leads.columns.createdAt'), value: new Date(lead.createdAt).toLocaleString(language) },
            { label: t('leads.columns.status'), value: t(`leads.statuses.${lead.status}`) },
            {
              label: t('leads.columns.message'),
              value: <span style={{ whiteSpace: 'pre-wrap' }}>{lead.message ?? '—'}</span>,
            },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('leads.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
