import { society } from '../../content/society';
import { NotedEvents } from './noted-events';
import { PhotoGallery } from './photo-gallery';
import styles from './society.module.css';

/** The society page (/tmes): who TMES are, what they do through the year, and a gallery. */
export function SocietyPage() {
  return (
    <div className="gs-page">
      <title>TMES | GreatStep 2025</title>
      <h1>TMES</h1>
      <p className={styles.subtitle}>{society.name}</p>
      {society.about.map((paragraph) => (
        <p key={paragraph.slice(0, 24)} className={styles.about}>
          {paragraph}
        </p>
      ))}
      <NotedEvents />
      <PhotoGallery />
    </div>
  );
}
