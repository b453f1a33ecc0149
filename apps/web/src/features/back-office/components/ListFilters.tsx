// A back-office list's search bar: a form of role search holding the keyword (applied on submit, and
// on leaving the field when it changed) and the list's other filters, each of which changes the
// address at once. `FilterSelect` is one of those filters: "All" first, then its options.
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The grid's columns by breakpoint, as MUI's `gridTemplateColumns` takes them. */
type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

interface ListFiltersProps {
  /** The keyword the address holds. */
  keyword: string | undefined;
  /** The text under the keyword field: what it matches. */
  hint: string;
  /** Called with the trimmed keyword to put in the address. */
  onKeyword: (keyword: string) => void;
  columns: Columns;
  /** The form's name, when the page has more than one search. */
  label?: string;
  children?: ReactNode;
}

export function ListFilters({ keyword, hint, onKeyword, columns, label, children }: ListFiltersProps) {
  const { t } = useTranslation('backOffice');
  const [typed, setTyped] = useState(keyword ?? '');

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onKeyword(typed.trim());
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={search}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}
    >
      <TextField
        label={t('list.search')}
        helperText={hint}
        type="search"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onBlur={() => {
          if (typed.trim() !== (keyword ?? '')) onKeyword(typed.trim());
        }}
      />
      {children}
    </Box>
  );
}

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  /** The chosen option's value, '' for all. */
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The first option's text; "All" unless told. */
  allLabel?: string;
}

export function FilterSelect({ label, value, options, onChange, allLabel }: FilterSelectProps) {
  const { t } = useTranslation('backOffice');
  return (
    <TextField
      select
      label={label}
      value={value}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      onChange={(event) => onChange(event.target.value)}
    >
      <MenuItem value="">{allLabel ?? t('list.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
