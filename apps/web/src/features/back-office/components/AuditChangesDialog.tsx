// One change of the audit trail: each field it touched, by its label in the reader's language (the
// form's words for it), before and after (every field of a record made or removed).
import type { AuditEvent } from '@roadbook/domain/contracts/audit';
import { auditFieldLabelKey } from '@roadbook/i18n/audit-field-labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { changedFields } from '../lib/audit-changes';

function shown(value: unknown): string {
  if (value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function AuditChangesDialog({ event, onClose }: { event: AuditEvent; onClose: () => void }) {
  const { t } = useTranslation(['backOffice', 'enums']);
  const titleId = useId();
  const fields = changedFields(event.before, event.after);
  // A field the trail does not know yet (recorded by a newer server) shows by its code.
  const labelOf = (field: string) => {
    const key = auditFieldLabelKey(event.recordKind, field);
    return key === undefined ? field : t(key);
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {t(`audit.kinds.${event.recordKind}`)} · {event.recordLabel ?? event.recordId}
      </DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('audit.field')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('audit.before')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('audit.after')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map(({ field, before, after }) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row">
                  {labelOf(field)}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{shown(before)}</TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{shown(after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('audit.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
