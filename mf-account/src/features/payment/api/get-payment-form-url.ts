import { apiClient } from '@greatstep/shared/api';
import { besideBundle } from '../../../config/runtime-config-url';

const RUNTIME_CONFIG_FILE = 'account-config.json';

/**
 * The external payment form's address, read at run time from account-config.json beside the bundle, so a
 * deployment sets it without a rebuild. Undefined when the file or the address is missing or not http(s).
 */
export async function getPaymentFormUrl(): Promise<string | undefined> {
  try {
    // An absolute URL: the client neither prefixes /api nor sends the session token with it.
    const { data } = await apiClient.get<unknown>(besideBundle(RUNTIME_CONFIG_FILE));
    const url =
      typeof data === 'object' && data !== null ? (data as { paymentFormUrl?: unknown }).paymentFormUrl : undefined;
    return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : undefined;
  } catch {
    return undefined;
  }
}
