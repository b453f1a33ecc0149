import { styled } from '@mui/material/styles';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';

// An editable combobox with a list of suggestions (WAI-ARIA 1.2 combobox pattern, list autocomplete):
// plain HTML, so public pages need no heavy autocomplete widget. Suggestions are the caller's (e.g. from
// the API); the combobox handles the popup, the keyboard (arrows, Enter, Escape, Tab) and announcements.

const Wrapper = styled('div')({ position: 'relative', minWidth: 0 });

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBottom: theme.spacing(0.5),
  fontSize: theme.typography.body2.fontSize,
  fontWeight: 600,
  color: theme.palette.text.primary,
}));

const Input = styled('input')(({ theme }) => ({
  font: 'inherit',
  width: '100%',
  minHeight: 48,
  padding: theme.spacing(1, 1.5),
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.grey[600]}`,
  borderRadius: theme.shape.borderRadius,
  '&::placeholder': { color: theme.palette.grey[600], opacity: 1 },
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
}));

const Popup = styled('div')(({ theme }) => ({
  position: 'absolute',
  zIndex: theme.zIndex.modal,
  top: '100%',
  left: 0,
  right: 0,
  marginTop: theme.spacing(0.5),
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  boxShadow: theme.shadows[4],
  overflow: 'hidden',
}));

const Listbox = styled('ul')({
  listStyle: 'none',
  margin: 0,
  padding: '4px 0',
  maxHeight: '18rem',
  overflowY: 'auto',
});

const Option = styled('li')(({ theme }) => ({
  padding: theme.spacing(1, 1.5),
  cursor: 'pointer',
  color: theme.palette.text.primary,
  '&[aria-selected="true"]': { backgroundColor: theme.palette.action.selected },
  '&:hover': { backgroundColor: theme.palette.action.hover },
}));

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const Status = styled('div')(({ theme }) => ({
  padding: theme.spacing(1.25, 1.5),
  fontSize: theme.typography.body2.fontSize,
  color: theme.palette.text.secondary,
}));

export interface ComboboxProps<T> {
  /** Visible label, also the combobox's accessible name. */
  label: string;
  /** The text typed in the input. */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** Suggestions for the current text. */
  options: readonly T[];
  getOptionKey: (option: T) => string;
  /** How an option is shown in the list (defaults to its key). */
  renderOption?: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** Told when the popup opens or closes (e.g. to fetch suggestions only while it is open). */
  onOpenChange?: (open: boolean) => void;
  /**
   * What the popup says when it shows no option, or, for a screen reader only, how many there are:
   * `null` says nothing.
   */
  status: (state: { count: number }) => string | null;
  placeholder?: string;
  /** Id of an element describing the field (its error message). */
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A text input whose suggestions open in a listbox below it; the chosen option is the caller's. */
export function Combobox<T>({
  label,
  inputValue,
  onInputChange,
  options,
  getOptionKey,
  renderOption,
  onSelect,
  onOpenChange,
  status,
  placeholder,
  describedBy,
  invalid = false,
  required = false,
  name,
  inputRef,
}: ComboboxProps<T>) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const activeIndex = active < options.length ? active : -1;
  const showList = open && options.length > 0;
  const statusText = open ? status({ count: options.length }) : null;

  const changeOpen = (next: boolean) => {
    if (next !== open) {
      setOpen(next);
      onOpenChange?.(next);
    }
    if (!next) setActive(-1);
  };

  useEffect(() => {
    if (activeIndex < 0) return;
    const element = listRef.current?.children[activeIndex];
    if (element instanceof HTMLElement && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ block: 'nearest' });
    }
  }, [activeIndex]);

  const choose = (option: T) => {
    onSelect(option);
    changeOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) changeOpen(true);
        if (count > 0) setActive(open ? (activeIndex + 1) % count : 0);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) changeOpen(true);
        if (count > 0) setActive(open ? (activeIndex <= 0 ? count - 1 : activeIndex - 1) : count - 1);
        break;
      case 'Enter': {
        const option = showList && activeIndex >= 0 ? options[activeIndex] : undefined;
        if (option !== undefined) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          changeOpen(false);
        } else if (inputValue !== '') {
          event.preventDefault();
          onInputChange('');
        }
        break;
      case 'Tab':
        changeOpen(false);
        break;
      default:
        break;
    }
  };

  return (
    <Wrapper>
      <Label htmlFor={inputId}>{label}</Label>
      <Input
        ref={inputRef}
        id={inputId}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listboxId}
        aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-required={required}
        placeholder={placeholder}
        value={inputValue}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          onInputChange(event.target.value);
          setActive(-1);
          changeOpen(true);
        }}
        onKeyDown={onKeyDown}
        onClick={() => changeOpen(true)}
        onBlur={() => changeOpen(false)}
      />
      <Popup hidden={!open || (!showList && statusText === null)}>
        <Listbox ref={listRef} id={listboxId} role="listbox" aria-label={label} hidden={!showList}>
          {options.map((option, index) => (
            <Option
              key={getOptionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the input, so the click does not close the popup first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {renderOption === undefined ? getOptionKey(option) : renderOption(option)}
            </Option>
          ))}
        </Listbox>
        {/* Screen readers hear the same text from the live region below. */}
        {!showList && statusText !== null && <Status aria-hidden="true">{statusText}</Status>}
      </Popup>
      <div role="status" style={visuallyHidden}>
        {statusText}
      </div>
    </Wrapper>
  );
}
