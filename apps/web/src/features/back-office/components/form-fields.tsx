// The back office's fields tied to a form of the site (lib/use-schema-form.ts): the label is the
// form's, the error its field code in the page's language, and the ids are the ones the error
// summary links to.
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

import { fieldMessage } from '@/components/form/field-message';
import type { SchemaForm } from '@/lib/use-schema-form';

function useFieldError(form: SchemaForm, path: string): string | undefined {
  const { i18n } = useTranslation();
  const error = form.errorOf(path);
  return error === undefined ? undefined : fieldMessage(i18n, error, form.labels[path] ?? path);
}

type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'id' | 'label' | 'error' | 'onChange' | 'value'> & {
  form: SchemaForm;
  path: string;
  value: string;
  onValue: (value: string) => void;
  hint?: string;
};

export function FormTextField({ form, path, value, onValue, hint, ...props }: FormTextFieldProps) {
  const error = useFieldError(form, path);
  return (
    <TextField
      {...props}
      id={form.idOf(path)}
      name={path}
      label={form.labels[path]}
      value={value}
      onChange={(event) => onValue(event.target.value)}
      error={error !== undefined}
      helperText={error ?? hint}
    />
  );
}

interface FormSelectProps<Value extends string> {
  form: SchemaForm;
  path: string;
  value: string;
  options: readonly Value[];
  labelOf: (value: Value) => string;
  onValue: (value: Value) => void;
}

export function FormSelect<Value extends string>({
  form,
  path,
  value,
  options,
  labelOf,
  onValue,
}: FormSelectProps<Value>) {
  const error = useFieldError(form, path);
  return (
    <TextField
      select
      id={form.idOf(path)}
      name={path}
      label={form.labels[path]}
      value={value}
      onChange={(event) => onValue(event.target.value as Value)}
      error={error !== undefined}
      helperText={error}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {labelOf(option)}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface FormCheckboxProps {
  form: SchemaForm;
  path: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
}

export function FormCheckbox({ form, path, checked, onChecked }: FormCheckboxProps) {
  const error = useFieldError(form, path);
  return (
    <div>
      <FormControlLabel
        control={
          <Checkbox
            id={form.idOf(path)}
            name={path}
            checked={checked}
            onChange={(event) => onChecked(event.target.checked)}
          />
        }
        label={form.labels[path]}
      />
      {error !== undefined && <FormHelperText error>{error}</FormHelperText>}
    </div>
  );
}

export { useFieldError };
