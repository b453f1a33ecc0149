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

import styles from './Combobox.module.css';

// An editable combobox with a list of suggestions (WAI-ARIA 1.2 combobox pattern, list autocomplete):
// plain HTML and CSS, so public pages need no heavy autocomplete widget. Suggestions are the caller's
// (e.g. from the API); the combobox handles the popup, the keyboard (arrows, Enter, Escape, Tab) and
// the announcements.

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
    <div className={styles.wrapper}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        className={styles.input}
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
      <div className={styles.popup} hidden={!open || (!showList && statusText === null)}>
        <ul
          className={styles.listbox}
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={label}
          hidden={!showList}
        >
          {options.map((option, index) => (
            // The keyboard works from the input (arrows, Enter), as the combobox pattern says.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              className={styles.option}
              key={getOptionKey(option)}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // Keeps the focus in the input, so the click does not close the popup first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {renderOption === undefined ? getOptionKey(option) : renderOption(option)}
            </li>
          ))}
        </ul>
        {/* Screen readers hear the same text from the live region below. */}
        {!showList && statusText !== null && (
          <div className={styles.message} aria-hidden="true">
            {statusText}
          </div>
        )}
      </div>
      <div role="status" className={styles.visuallyHidden}>
        {statusText}
      </div>
    </div>
  );
}
