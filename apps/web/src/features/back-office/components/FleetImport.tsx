// Import a fleet from a CSV file: the sample to start from, the file's preview with each line's
// errors by column (nothing written), then the import of every car at once — never half a file.
import {
  FLEET_IMPORT_MAX_BYTES,
  type FleetImportPreview,
  type FleetImportRow,
} from '@roadbook/domain/contracts/fleet-import';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { FLEET_IMPORT_SAMPLE_PATH, FLEET_QUERY_KEY, importFleet, previewFleetImport } from '@/api/fleet';
import { errorMessage } from '@/lib/error-message';
import { backOfficePaths } from '@/lib/back-office-paths';

function RowErrors({ row }: { row: FleetImportRow }) {
  const { t, i18n } = useTranslation('backOffice');
  if (row.errors.length === 0) return <>{t('import.rowValid')}</>;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 16 }}>
      {row.errors.map((error, index) => (
        <li key={`${error.field}-${index}`}>
          {error.field === '' ? '' : `${error.field}: `}
          {i18n.t(`errors:${error.code}`, { replace: { field: error.field, ...error.params } })}
        </li>
      ))}
    </ul>
  );
}

function Preview({ preview }: { preview: FleetImportPreview }) {
  const { t } = useTranslation('backOffice');
  return (
    <Table size="small" aria-label={t('import.previewTitle')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('import.line')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('import.name')}
          </TableCell>
          <TableCell component="th" scope="col">
            {t('import.errors')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.rows.map((row) => (
          <TableRow key={row.line} sx={row.errors.length > 0 ? { bgcolor: 'error.50' } : undefined}>
            <TableCell>{row.line}</TableCell>
            <TableCell>{row.name}</TableCell>
            <TableCell sx={{ color: row.errors.length > 0 ? 'error.main' : 'success.main' }}>
              <RowErrors row={row} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function FleetImport() {
  const { t, i18n } = useTranslation('backOffice');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const preview = useMutation({ mutationFn: previewFleetImport, meta: { errorToast: false } });
  const submit = useMutation({
    mutationFn: importFleet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FLEET_QUERY_KEY }),
    meta: { errorToast: false },
  });
  const choose = (chosen: File) => {
    submit.reset();
    setFile(chosen);
    setTooLarge(chosen.size > FLEET_IMPORT_MAX_BYTES);
    if (chosen.size <= FLEET_IMPORT_MAX_BYTES) preview.mutate(chosen);
    else preview.reset();
  };
  const checked = preview.data;
  const failure = preview.error ?? submit.error;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Typography>{t('import.intro')}</Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              event.target.value = '';
              if (chosen !== undefined) choose(chosen);
            }}
          />
          <Button variant="contained" loading={preview.isPending} onClick={() => input.current?.click()}>
            {file === null ? t('import.choose') : t('import.chooseAnother')}
          </Button>
          <Button component="a" href={FLEET_IMPORT_SAMPLE_PATH} download>
            {t('import.sample')}
          </Button>
          {file !== null && <Typography color="text.secondary">{file.name}</Typography>}
        </Box>
        {tooLarge && (
          <Alert severity="error">
            {i18n.t('errors:upload.tooLarge', { max: FLEET_IMPORT_MAX_BYTES / 1_000_000 })}
          </Alert>
        )}
        {failure !== null && <Alert severity="error">{errorMessage(i18n, failure)}</Alert>}
      </Paper>
      {checked !== undefined && submit.data === undefined && (
        <Paper variant="outlined" sx={{ p: 3, display: 'grid', gap: 2 }}>
          <Typography component="h2" variant="h6">
            {t('import.previewTitle')}
          </Typography>
          <Alert severity={checked.invalid === 0 ? 'success' : 'warning'} role="status">
            {checked.invalid === 0
              ? t('import.allValid', { count: checked.valid })
              : t('import.someInvalid', { count: checked.invalid, valid: checked.valid })}
          </Alert>
          {checked.ignoredColumns.length > 0 && (
            <Alert severity="info">
              {t('import.ignoredColumns', { columns: checked.ignoredColumns.join(', ') })}
            </Alert>
          )}
          <Preview preview={checked} />
          <div>
            <Button
              variant="contained"
              disabled={checked.invalid > 0 || checked.valid === 0 || file === null}
              loading={submit.isPending}
              onClick={() => {
                if (file !== null) submit.mutate(file);
              }}
            >
              {t('import.submit', { count: checked.valid })}
            </Button>
          </div>
        </Paper>
      )}
      {submit.data !== undefined && (
        <Alert
          severity="success"
          action={
            <Button color="inherit" component={Link} to={backOfficePaths.cars}>
              {t('import.toFleet')}
            </Button>
          }
        >
          {t('import.done', { count: submit.data.created })}
        </Alert>
      )}
    </Box>
  );
}
