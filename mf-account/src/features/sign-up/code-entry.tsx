import { CODE_LENGTH } from '@greatstep/shared';
import { useRef, type ChangeEvent, type ClipboardEvent, type KeyboardEvent } from 'react';
import { FieldError } from '../../components/text-field';
import styles from '../../components/form.module.css';
import entry from './code-entry.module.css';

interface CodeEntryProps {
  id: string;
  /** Exactly CODE_LENGTH characters, '' for an empty box. */
  digits: string[];
  onChange: (digits: string[]) => void;
  error?: string;
}

/** Five one-digit boxes: digits only, the focus moves on as they are typed, and a pasted code fills them all. */
export function CodeEntry({ id, digits, onChange, error }: CodeEntryProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = `${id}-error`;

  function focusBox(index: number) {
    boxes.current[Math.max(0, Math.min(index, CODE_LENGTH - 1))]?.focus();
  }

  // Typing, pasting and phone autofill (which may put the whole code in one box) all arrive here.
  function fillFrom(index: number, typed: string) {
    const incoming = typed.replace(/\D/g, '');
    const next = [...digits];
    if (incoming === '') {
      next[index] = '';
      onChange(next);
      return;
    }
    const spread = incoming.length >= CODE_LENGTH ? incoming.slice(0, CODE_LENGTH) : incoming;
    const start = incoming.length >= CODE_LENGTH ? 0 : index;
    [...spread].forEach((digit, offset) => {
      if (start + offset < CODE_LENGTH) next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + spread.length);
  }

  /*
   * What a change put into a box. The browser says what was typed or inserted (InputEvent.data); without it (phone
   * autofill of a one-time code, a replaced selection) the new value is the whole entry. Guessing by removing the
   * box's old digit from the value broke a right code typed after a wrong one: '48213' into a box that held '1'
   * became '4823', and the fifth box kept the old '1'.
   */
  function onBoxChange(index: number, event: ChangeEvent<HTMLInputElement>) {
    const inserted = (event.nativeEvent as Partial<InputEvent>).data;
    fillFrom(index, typeof inserted === 'string' && inserted !== '' ? inserted : event.target.value);
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Handled here: retyping the digit a box already holds changes no value, so no change event would move on.
      event.preventDefault();
      fillFrom(index, event.key);
    } else if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  }

  return (
    <fieldset className={entry.fieldset} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>Verification code</legend>
      <div className={entry.boxes}>
        {digits.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            id={index === 0 ? id : `${id}-${index + 1}`}
            className={`${styles.input} ${entry.box}`}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
            aria-invalid={error ? true : undefined}
            value={digit}
            onChange={(event) => onBoxChange(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
