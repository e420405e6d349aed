import { society } from '../../content/society';
import { NotedEvents } from './noted-events';
import { PhotoGallery } from './photo-gallery';
import styles from './society.module.css';

/** Everything on /tmes under its heading: who TMES are, what they do through the year, and a gallery. */
export function SocietySections() {
  return (
    <>
      <p className={styles.subtitle}>{society.name}</p>
      {society.about.map((paragraph) => (
        <p key={paragraph.slice(0, 24)} className={styles.about}>
          {paragraph}
        </p>
      ))}
      <NotedEvents />
      <PhotoGallery />
    </>
  );
}
