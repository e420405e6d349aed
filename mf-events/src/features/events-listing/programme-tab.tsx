import type { ProgrammeSession } from '../../content/programme-types';
import styles from './programme-tab.module.css';

interface ProgrammeTabProps {
  title: string;
  intro: string;
  sessions: readonly ProgrammeSession[];
}

/** Workshops and Panel Discussion: each session with what, when and where, and who. */
export function ProgrammeTab({ title, intro, sessions }: ProgrammeTabProps) {
  return (
    <div>
      <h2>{title}</h2>
      <p className={styles.intro}>{intro}</p>
      {sessions.map((session) => (
        <article key={session.id} className={styles.session} aria-labelledby={`session-${session.id}`}>
          <h3 id={`session-${session.id}`}>{session.title}</h3>
          <h4>What</h4>
          {session.what.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <h4>When and where</h4>
          <p>
            {session.when}, {session.where}
          </p>
          <h4>Who</h4>
          <ul>
            {session.who.map((person) => (
              <li key={person}>{person}</li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
