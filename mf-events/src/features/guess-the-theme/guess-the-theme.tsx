import { messages, type CurUser } from '@greatstep/shared';
import { joinGuess } from '@greatstep/shared/schemas';
import { LoadingState, useCurUser } from '@greatstep/shared/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SIGN_IN_PATH } from '../../lib/sign-in-path';
import { notify, useSubmit } from '@greatstep/shared/notify';
import { addEntry } from './api/add-entry';
import { GuessForm, type GuessWordsInput } from './guess-form';
import { keepGuessDraft, useGuessDraft } from './guess-draft';
import { useGuessEntry } from './use-guess-entry';
import styles from './guess-the-theme.module.css';

/** Guess The Theme (docs/PRODUCT.md#guess-the-theme): one guess per user, never changed. */
export function GuessTheTheme() {
  const user = useCurUser();
  return (
    <section className={styles.game} aria-labelledby="guess-title">
      <h2 id="guess-title">Your guess</h2>
      {user ? <SignedInGuess key={user._id} user={user} /> : <SignedOutGuess />}
    </section>
  );
}

function SignedOutGuess() {
  const navigate = useNavigate();
  const from = useLocation().pathname;
  // A guess with nobody signed in goes to /signin; it says why, and the words wait for the return
  // (docs/PRODUCT.md#guess-the-theme).
  const onGuess = (words: GuessWordsInput) => {
    keepGuessDraft(words);
    void navigate(SIGN_IN_PATH, { state: { from, reason: 'Sign in to submit your guess' } });
  };
  const draft = useGuessDraft();
  return <GuessForm busy={false} onGuess={onGuess} initialWords={draft} />;
}

function SignedInGuess({ user }: { user: CurUser }) {
  const { state, setEntry } = useGuessEntry(user._id);
  // The words a visitor typed before signing in.
  const draft = useGuessDraft();
  const { busy, submit } = useSubmit();

  if (state.status === 'loading') return <LoadingState label="Loading your entry…" />;
  if (state.status === 'error') return <p role="alert">{state.message}</p>;

  const onGuess = (words: GuessWordsInput) => {
    if (state.already) return notify.warning(messages.guessChange);
    const guess = joinGuess(words);
    void submit(async (toast) => {
      toast.success(await addEntry({ userId: user._id, guess, fullName: `${user.firstName} ${user.lastName}` }));
      setEntry(guess);
    });
  };

  return (
    <>
      {state.already && (
        <div className={styles.responded}>
          <p className={styles.respondedTitle}>{messages.alreadyResponded}</p>
          {state.guess && <p>Your guess: {state.guess}</p>}
          <p>{messages.guessWinnersNote}</p>
        </div>
      )}
      <GuessForm busy={busy} onGuess={onGuess} initialWords={draft} />
    </>
  );
}
