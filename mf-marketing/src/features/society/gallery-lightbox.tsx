import { Picture } from '@greatstep/shared/react';
import { useEffect, useId, useRef, useState } from 'react';
import { galleryImages } from '../../assets/media/gallery';
import control from '../../components/control.module.css';
import { gallery } from '../../content/society';
import styles from './society.module.css';

interface GalleryLightboxProps {
  index: number;
  onClose: () => void;
}

/**
 * The larger view: a modal dialog. Focus starts on Close and stays inside while it is open; Escape closes it,
 * the arrow keys move between photos.
 */
export function GalleryLightbox({ index: startIndex, onClose }: GalleryLightboxProps) {
  const [index, setIndex] = useState(startIndex);
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const captionId = useId();
  const total = gallery.images.length;
  const item = gallery.images[index] ?? gallery.images[0];

  const step = (by: number) => setIndex((current) => (current + by + total) % total);

  useEffect(() => closeButton.current?.focus(), []);

  // The keys are heard on the document: a modal owns the keyboard while it is open, wherever focus is.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
      } else if (event.key === 'ArrowRight') {
        setIndex((current) => (current + 1) % total);
      } else if (event.key === 'ArrowLeft') {
        setIndex((current) => (current - 1 + total) % total);
      } else if (event.key === 'Tab') {
        // Keep Tab inside the dialog: from the last control back to the first, and the other way round.
        const controls = [...(dialog.current?.querySelectorAll<HTMLElement>('button') ?? [])];
        const first = controls[0];
        const last = controls[controls.length - 1];
        const inside = dialog.current?.contains(document.activeElement) ?? false;
        if (event.shiftKey && (document.activeElement === first || !inside)) {
          event.preventDefault();
          last?.focus();
        } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
          event.preventDefault();
          first?.focus();
        }
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose, total]);

  if (!item) return null;
  return (
    <div className={styles.backdrop}>
      <div ref={dialog} role="dialog" aria-modal="true" aria-labelledby={captionId} className={styles.dialog}>
        <figure className={styles.figure}>
          <Picture
            image={galleryImages[item.image]}
            alt={item.alt}
            sizes="min(90vw, 64rem)"
            priority
            className={styles.large}
          />
          <figcaption id={captionId}>
            {item.alt.replace(/^Illustration: /, '')} — photo {index + 1} of {total}
          </figcaption>
        </figure>
        <div className={styles.dialogControls}>
          <button type="button" className={control.control} ref={closeButton} onClick={onClose}>
            Close
          </button>
          <button type="button" className={control.control} onClick={() => step(-1)}>
            Previous photo
          </button>
          <button type="button" className={control.control} onClick={() => step(1)}>
            Next photo
          </button>
        </div>
      </div>
    </div>
  );
}
