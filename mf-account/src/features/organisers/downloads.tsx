import type { ExportFile } from '@greatstep/shared/organisers';
import { useSubmit } from '@greatstep/shared/notify';
import { downloadExport, exportFileName } from './api/exports';
import formStyles from '../../components/form.module.css';
import styles from './organisers.module.css';

// Every file the server exports, each once: the type refuses a missing or an unknown one. Only types come from
// '@greatstep/shared/organisers', so the account remote shares no module for these pages (docs/PERFORMANCE.md#code-per-page).
const what: Record<ExportFile, string> = {
  'registrations.csv': 'Teams of every event, one row per person',
  'users.csv': 'Every account',
  'guesses.csv': 'Guess The Theme entries',
};

/** One download button: fetched with the session, saved under the command line's file name. */
export function DownloadButton({
  file,
  event,
  label,
  name,
}: {
  file: ExportFile;
  event?: string;
  /** What the button shows; the file's name by default. */
  label?: string;
  /** What a screen reader says, where the label alone is one of many alike ("CSV of Geobotics" for "CSV"). */
  name?: string;
}) {
  const { busy, submit } = useSubmit();
  return (
    <button
      type="button"
      className={`button ${formStyles.secondary}`}
      disabled={busy}
      aria-label={name}
      onClick={() =>
        void submit(async (toast) => {
          await downloadExport(file, event);
          toast.success(`${exportFileName(file, event)} downloaded`);
        })
      }
    >
      {label ?? exportFileName(file, event)}
    </button>
  );
}

/** The command line's CSV exports (docs/API.md#organisers): the same code, rows and quoting. */
export function Downloads() {
  return (
    <section aria-labelledby="downloads-title" className={styles.panel}>
      <h2 id="downloads-title">Downloads</h2>
      <ul className={styles.downloads}>
        {(Object.keys(what) as ExportFile[]).map((file) => (
          <li key={file}>
            <DownloadButton file={file} />
            <span>{what[file]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
