import { TOAST_CONTAINER_EVENT, toastSettings } from '@greatstep/shared';
import { lazy, Suspense, useEffect, useState } from 'react';

const ToastContainer = lazy(async () => ({ default: (await import('react-toastify')).ToastContainer }));

/** react-toastify's container, fetched and mounted the first time a page asks for it (requestToastContainer). */
export function LazyToastContainer() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOAST_CONTAINER_EVENT, want);
    return () => window.removeEventListener(TOAST_CONTAINER_EVENT, want);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer {...toastSettings} />
    </Suspense>
  );
}
