import { Picture } from '@greatstep/shared/react';
import { peopleImages } from '../../assets/media/people';
import type { Person, SocialNetwork } from '../../content/people';
import styles from './about-us.module.css';

const NETWORKS: ReadonlyArray<[SocialNetwork, string, string]> = [
  ['facebook', 'Facebook', 'f'],
  ['instagram', 'Instagram', 'ig'],
  ['twitter', 'Twitter', 'X'],
  ['linkedin', 'LinkedIn', 'in'],
];

/** One person: photo, name, role and their profile links, each opening in a new tab. */
export function PersonCard({ person, role }: { person: Person; role: string }) {
  const links = NETWORKS.flatMap(([network, label, short]) => {
    const href = person.links?.[network];
    return href ? [{ network, label, short, href }] : [];
  });
  return (
    <article className={styles.card}>
      <Picture
        image={peopleImages[person.photo]}
        alt={`Sample photo of ${person.name}`}
        sizes="10rem"
        className={styles.photo}
      />
      <h4 className={styles.name}>{person.name}</h4>
      <p className={styles.roleName}>{role}</p>
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${person.name} on ${link.label} (opens in a new tab)`}
              >
                {/* The network's mark, drawn by the stylesheet as an icon is: the link's words are its name, which says
                    the network in full ("ig" in the page's text would be a name a voice command does not match). */}
                <span className={styles.mark} data-mark={link.short} aria-hidden="true" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
