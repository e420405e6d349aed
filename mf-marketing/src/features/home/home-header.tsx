import { logos } from '../../assets/media/logos';
import { homeHeader } from '../../content/home';
import styles from './home.module.css';

/** The top of Home: partner logos, the society presenting the fest, its dates and what it is. */
export function HomeHeader() {
  return (
    <header className={styles.header}>
      <ul className={styles.partners} aria-label="Partners">
        {homeHeader.partners.map((partner) => {
          const logo = logos[partner.logo];
          return (
            <li key={partner.logo}>
              <img src={logo.url} width={logo.width} height={logo.height} alt={partner.name} fetchPriority="high" />
            </li>
          );
        })}
      </ul>
      <p className={styles.society}>{homeHeader.society}</p>
      <p className={styles.presents}>{homeHeader.presents}</p>
      <h2 className={styles.festTitle}>{homeHeader.festTitle}</h2>
      <p className={styles.dates}>{homeHeader.dates}</p>
      {homeHeader.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 24)} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </header>
  );
}
