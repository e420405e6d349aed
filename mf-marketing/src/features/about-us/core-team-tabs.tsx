import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { coreTeams } from '../../content/people';
import { PersonCard } from './person-card';
import styles from './about-us.module.css';

/**
 * 'Core Team Heads' following the ARIA tabs pattern: one tab stop for the list, arrow keys (and Home/End) move
 * between tabs and select them, each panel is labelled by its tab.
 */
export function CoreTeamTabs() {
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const count = coreTeams.length;

  function select(index: number) {
    setSelected(index);
    tabs.current[index]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = {
      ArrowRight: (selected + 1) % count,
      ArrowLeft: (selected - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>Core Team Heads</h2>
      <div role="tablist" aria-labelledby={titleId} className={styles.tablist}>
        {coreTeams.map((team, index) => (
          <button
            key={team.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${team.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${team.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={`gs-tab ${styles.tab}`}
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            {team.label}
          </button>
        ))}
      </div>
      {coreTeams.map((team, index) => (
        <div
          key={team.id}
          role="tabpanel"
          id={`${baseId}-panel-${team.id}`}
          aria-labelledby={`${baseId}-tab-${team.id}`}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {/* The heading between the section's and each person's, which the tab names for sighted visitors. */}
          <h3 className="visually-hidden">{team.label}</h3>
          <ul className={styles.people}>
            {team.people.map((person) => (
              <li key={person.name}>
                <PersonCard person={person} role={team.title} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
