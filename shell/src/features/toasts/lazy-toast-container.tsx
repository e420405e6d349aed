import { TOAST_CONTAINER_EVENT, toastSettings } from '@greatstep/shared';
import { useEffect, useState, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';

/**
 * react-toastify's container, fetched and mounted the first time a page asks for it (requestToastContainer). Mounted
 * as soon as its code has come, not through React.lazy: React holds a Suspense boundary's reveal back up to 300 ms,
 * and a toast raised meanwhile waits in react-toastify's queue, where its update to the outcome is lost ('please
 * wait...' on screen for good).
 */
export function LazyToastContainer() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps>>();
  useEffect(() => {
    let live = true;
    const want = () => {
      window.removeEventListener(TOAST_CONTAINER_EVENT, want);
      import('react-toastify').then(
        ({ ToastContainer }) => live && setContainer(() => ToastContainer),
        // Its code did not come: the next page that asks tries again.
        () => live && window.addEventListener(TOAST_CONTAINER_EVENT, want),
      );
    };
    window.addEventListener(TOAST_CONTAINER_EVENT, want);
    return () => {
      live = false;
      window.removeEventListener(TOAST_CONTAINER_EVENT, want);
    };
  }, []);
  return Container ? <Container {...toastSettings} /> : null;
}
