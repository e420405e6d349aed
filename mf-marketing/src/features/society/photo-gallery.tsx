import { Picture } from '@greatstep/shared/react';
import { useId, useRef, useState } from 'react';
import { galleryImages } from '../../assets/media/gallery';
import { gallery } from '../../content/society';
import { GalleryLightbox } from './gallery-lightbox';
import styles from './society.module.css';

// How wide each photo is drawn in the grid of society.module.css: the first one spans two columns.
const SIZES = '(min-width: 60rem) 17rem, (min-width: 36rem) 45vw, calc(100vw - 2rem)';
const FIRST_SIZES = '(min-width: 60rem) 35rem, calc(100vw - 2rem)';

/** Five photos; each opens a larger view that can be used with the keyboard alone. */
export function PhotoGallery() {
  const [open, setOpen] = useState<number | null>(null);
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const titleId = useId();

  // Focus goes back to the photo that opened the view (the ARIA dialog pattern), whichever photo is shown last.
  function close() {
    if (open !== null) triggers.current[open]?.focus();
    setOpen(null);
  }

  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <h2 id={titleId}>{gallery.title}</h2>
      <ul className={styles.gallery}>
        {gallery.images.map((item, index) => (
          <li key={item.image}>
            <button
              type="button"
              className={styles.thumb}
              aria-haspopup="dialog"
              ref={(element) => {
                triggers.current[index] = element;
              }}
              onClick={() => setOpen(index)}
            >
              <Picture image={galleryImages[item.image]} alt={item.alt} sizes={index === 0 ? FIRST_SIZES : SIZES} />
              <span className="visually-hidden"> (open a larger view)</span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && <GalleryLightbox index={open} onClose={close} />}
    </section>
  );
}
