import { fieldMessages, guessWordsSchema } from '@greatstep/shared/schemas';
import { useId, useState, type FormEvent } from 'react';
import { guessTheTheme } from '../../content/guess-the-theme';
import surface from '../../components/surface.module.css';
import styles from './guess-the-theme.module.css';

export interface GuessWordsInput {
  word1: string;
  word2: string;
}

interface GuessFormProps {
  busy: boolean;
  onGuess: (words: GuessWordsInput) => void;
  /** Words typed before a trip to sign in. */
  initialWords?: GuessWordsInput;
}

const fields = [
  { name: 'word1', label: 'Word 1 (4 letters)', length: 4 },
  { name: 'word2', label: 'Word 2 (7 letters)', length: 7 },
] as const;

/** Two words under their shuffled clues; each word's rule (docs/PRODUCT.md#guess-words) shows beside its field. */
export function GuessForm({ busy, onGuess, initialWords }: GuessFormProps) {
  const [words, setWords] = useState<GuessWordsInput>(initialWords ?? { word1: '', word2: '' });
  const [problems, setProblems] = useState<Record<string, string>>({});
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = guessWordsSchema.safeParse(words);
    if (!parsed.success) return setProblems(fieldMessages(parsed.error));
    setProblems({});
    onGuess(parsed.data);
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Your guess">
      {fields.map((field, index) => {
        const inputId = `${id}-${field.name}`;
        const problem = problems[field.name];
        return (
          <div key={field.name} className={styles.field}>
            <p className={styles.clue} id={`${inputId}-clue`}>
              <span className="visually-hidden">Clue for word {index + 1}: </span>
              {[...(guessTheTheme.clues[index] ?? '')].map((letter, position) => (
                <span key={position} className={styles.tile} aria-hidden="true">
                  {letter}
                </span>
              ))}
              <span className="visually-hidden">{[...(guessTheTheme.clues[index] ?? '')].join(' ')}</span>
            </p>
            <label htmlFor={inputId}>{field.label}</label>
            <input
              id={inputId}
              className={surface.input}
              name={field.name}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={field.length}
              value={words[field.name]}
              onChange={(event) => setWords({ ...words, [field.name]: event.target.value })}
              aria-invalid={problem !== undefined}
              aria-describedby={`${inputId}-clue${problem ? ` ${inputId}-error` : ''}`}
            />
            <p id={`${inputId}-error`} className={styles.error} role="alert">
              {problem ?? ''}
            </p>
          </div>
        );
      })}
      <button type="submit" className="button" disabled={busy}>
        Submit
      </button>
    </form>
  );
}
