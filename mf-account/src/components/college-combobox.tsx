import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { findCollege, type CollegeOption } from '@greatstep/shared/colleges';
import { FieldError } from './text-field';
import styles from './form.module.css';
import { exactCollege, MAX_SHOWN, searchColleges } from '../lib/college-search';
import picker from './college-combobox.module.css';

interface CollegeComboboxProps {
  id: string;
  value: number | null;
  onChange: (value: number | null) => void;
  error?: string;
}

/**
 * The WAI-ARIA combobox pattern (editable, list autocomplete): focus stays in the input, the arrow keys move the
 * active option (aria-activedescendant), Enter picks it, Escape closes the list.
 */
export function CollegeCombobox({ id, value, onChange, error }: CollegeComboboxProps) {
  const listId = useId();
  const [text, setText] = useState(() => (value === null ? '' : (findCollege(value)?.label ?? '')));
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { shown, total } = searchColleges(value !== null && text === findCollege(value)?.label ? '' : text);
  const optionId = (index: number) => `${listId}-option-${index}`;
  const errorId = `${id}-error`;
  const statusId = `${id}-status`;

  useEffect(() => {
    // jsdom has no scrollIntoView; browsers keep the active option in sight.
    if (active >= 0) document.getElementById(`${listId}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, listId]);

  function choose(option: CollegeOption) {
    setText(option.label);
    onChange(option.value);
    setOpen(false);
    setActive(-1);
  }

  function type(next: string) {
    setText(next);
    setOpen(true);
    setActive(-1);
    onChange(exactCollege(next)?.value ?? null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (!event.altKey) setActive((index) => Math.min(index + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((index) => (index <= 0 ? shown.length - 1 : index - 1));
        break;
      case 'Enter': {
        const option = open ? shown[active] : undefined;
        if (option) {
          // Picking an option must not submit the form.
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else {
          type('');
          setOpen(false);
        }
        break;
      default:
    }
  }

  const expanded = open && shown.length > 0;
  return (
    <div className={`${styles.field} ${picker.picker}`}>
      <label htmlFor={id}>College</label>
      <input
        id={id}
        className={styles.input}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="Type to search"
        value={text}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[statusId, error ? errorId : ''].filter(Boolean).join(' ')}
        onChange={(event) => type(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label="Colleges" className={picker.list} hidden={!expanded}>
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={index === active ? `${picker.option} ${picker.active}` : picker.option}
            // Picked on mousedown: a click would first blur the input, which closes the list under the pointer.
            // The keyboard never focuses the options; the input handles their keys (aria-activedescendant).
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
          >
            {option.label}
          </li>
        ))}
      </ul>
      <p id={statusId} className={styles.hint}>
        {total > MAX_SHOWN && expanded
          ? `Showing ${MAX_SHOWN} of ${total} colleges, type to narrow.`
          : 'Type to search, or pick Other.'}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
