import type { CurUser } from '@greatstep/shared';
import { quizomaniaForm, type QuizFormConfig } from '../../content/quizomania-form';
import { quizFormUrl } from './quiz-form-url';
import styles from './quiz-form.module.css';

interface QuizFormProps {
  user: CurUser;
  config?: QuizFormConfig;
}

/**
 * Quizomania's external form, embedded for a registered user with their name and college prefilled
 * (docs/PRODUCT.md#mine-shot-and-quizomania).
 */
export function QuizForm({ user, config = quizomaniaForm }: QuizFormProps) {
  const src = quizFormUrl(config, user);
  if (!src) {
    return <p className={styles.pending}>The quiz form appears here as soon as the organisers publish it.</p>;
  }
  return (
    <section className={styles.quiz} aria-labelledby="quiz-title">
      <h2 id="quiz-title">Take the quiz</h2>
      <p>
        Your name and college are already filled in.{' '}
        <a href={src} target="_blank" rel="noopener noreferrer">
          Open the form in a new tab
        </a>{' '}
        if it does not show below.
      </p>
      <iframe className={styles.frame} src={src} title="Quizomania quiz form" loading="lazy" />
    </section>
  );
}
