import { messages } from '@greatstep/shared';
import { apiClient, toApiError } from '@greatstep/shared/api';
import type { ExportFile } from '@greatstep/shared/organisers';

/** The name a download is saved under: the command line's file name, with the event's key for one event's teams. */
export const exportFileName = (file: ExportFile, event?: string) =>
  event ? file.replace(/\.csv$/, `-${event}.csv`) : file;

/**
 * GET /organisers/exports/{file}: the command line's CSV, built by the same code on the server. It needs the session's
 * header, which a plain link would not send, so it is fetched and handed to the browser as a file.
 */
export async function downloadExport(file: ExportFile, event?: string): Promise<void> {
  let csv: string;
  try {
    // No responseType: a CSV is not JSON and stays text, while a refusal ({success:false,message}) is parsed as usual.
    const response = await apiClient.get<string>(`/organisers/exports/${file}`, { params: event ? { event } : {} });
    csv = String(response.data);
  } catch (error) {
    throw toApiError(error, messages.serverNotReachable);
  }
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(file, event);
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the address is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
