import type { InputHTMLAttributes } from 'react';
import styles from './form.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value' | 'prefix'> {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, tied to it and announced when it appears. */
  error?: string;
  /** A standing hint under the field ('Please enter your password.', docs/PRODUCT.md#sign-in). */
  hint?: string;
  /** Text shown fixed before the input, such as +91. */
  prefix?: string;
}

/** A labelled input whose hint and error are read out with it (aria-describedby) and flagged (aria-invalid). */
export function TextField({ id, label, value, onChange, error, hint, prefix, ...inputProps }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={prefix ? styles.prefixed : undefined}>
        {prefix && (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          {...inputProps}
          id={id}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** role="alert" makes a screen reader say the message the moment it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  );
}
