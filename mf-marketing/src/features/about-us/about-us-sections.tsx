import { useId } from 'react';
import { aboutUs, officeBearers } from '../../content/people';
import { CoreTeamTabs } from './core-team-tabs';
import { PersonCard } from './person-card';
import styles from './about-us.module.css';

/** Everything on About Us under its heading: the office bearers, then the core team heads in tabs. */
export function AboutUsSections() {
  const titleId = useId();
  return (
    <>
      <p className={styles.intro}>{aboutUs.intro}</p>
      <section aria-labelledby={titleId} className={styles.section}>
        <h2 id={titleId} className="visually-hidden">
          Office bearers
        </h2>
        <div className={styles.roles}>
          {officeBearers.map((group) => (
            <section key={group.role} aria-label={group.role} className={styles.role}>
              <h3>{group.role}</h3>
              <ul className={styles.people}>
                {group.people.map((person) => (
                  <li key={person.name}>
                    <PersonCard person={person} role={group.title} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
      <CoreTeamTabs />
    </>
  );
}
