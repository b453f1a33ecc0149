import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode } from 'react';

const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M7 10l5 5 5-5z' fill='%23424242'/%3E%3C/svg%3E\")";

const Select = styled('select')(({ theme }) => ({
  font: 'inherit',
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  backgroundImage: CHEVRON,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 6px center',
  backgroundSize: '20px',
  appearance: 'none',
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  padding: theme.spacing(0.75, 4, 0.75, 1.5),
  minHeight: 36,
  width: '16rem',
  minWidth: 0,
  maxWidth: '100%',
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `<option>` elements. */
  children: ReactNode;
}

/** A labelled native select: light, keyboard- and screen-reader-friendly, native on phones. */
export function SelectField({ label, value, onChange, children }: SelectFieldProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0, maxWidth: '100%' }}>
      <Box component="label" htmlFor={id} sx={{ typography: 'body2', color: 'text.secondary' }}>
        {label}
      </Box>
      <Select
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
      >
        {children}
      </Select>
    </Box>
  );
}
