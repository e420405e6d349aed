import { Link } from 'react-router-dom';
import { contactEmail, externalLinks, copyright, footerLinks, postalAddress, societyName } from '../../content/footer';
import { useRemotes } from '../../lib/remotes';
import styles from './footer.module.css';

export function Footer() {
  const { links } = useRemotes();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <section aria-labelledby="footer-society">
          <h2 id="footer-society" className={styles.heading}>
            {societyName}
          </h2>
          <address className={styles.address}>
            <span>{postalAddress}</span>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </address>
        </section>
        <nav aria-labelledby="footer-site">
          <h2 id="footer-site" className={styles.heading}>
            Explore
          </h2>
          <ul className={styles.list}>
            {footerLinks.map(({ link, label }) => {
              const target = links[link];
              return <li key={label}>{target ? <Link to={target.path}>{label}</Link> : label}</li>;
            })}
          </ul>
        </nav>
        <nav aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={styles.heading}>
            Follow us
          </h2>
          <ul className={styles.list}>
            {externalLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} (opens in a new tab)`}
                >
                  {link.short}
                  <span className={styles.external} aria-hidden="true">
                    ↗
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{copyright}</p>
    </footer>
  );
}
