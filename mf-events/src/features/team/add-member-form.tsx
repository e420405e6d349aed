import { messages, type Team } from '@greatstep/shared';
import { emailSchema, isAlreadyInTeam } from '@greatstep/shared/schemas';
import { useId, useState, type FormEvent } from 'react';
import { useSubmit } from '@greatstep/shared/notify';
import { addMember } from './api/add-member';
import surface from '../../components/surface.module.css';
import styles from './team-panel.module.css';

interface AddMemberFormProps {
  team: Team;
  onAdded: () => void;
}

/** The leader adds a member by e-mail; the duplicate check (docs/PRODUCT.md#adding-a-team-member) runs first. */
export function AddMemberForm({ team, onAdded }: AddMemberFormProps) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState('');
  const { busy, submit } = useSubmit();
  const inputId = useId();
  const errorId = `${inputId}-error`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setProblem(messages.enterValidEmail);
    if (isAlreadyInTeam(team, parsed.data)) return setProblem(messages.memberAlreadyAdded);
    setProblem('');
    void submit(async (toast) => {
      toast.success(await addMember(team._id, parsed.data));
      setEmail('');
      onAdded();
    });
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${inputId}-title`}>
      <h3 id={`${inputId}-title`}>Add a member</h3>
      <label htmlFor={inputId}>Member&apos;s email</label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={surface.input}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={problem !== ''}
          aria-describedby={problem ? errorId : undefined}
        />
        <button type="submit" className="button" disabled={busy}>
          Add
        </button>
      </div>
      <p id={errorId} className={styles.error} role="alert">
        {problem}
      </p>
    </form>
  );
}
