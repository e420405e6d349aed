import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadingState } from '@greatstep/shared/react';
import { ErrorBoundary } from '../../components/error-boundary';
import { ProblemPanel } from '../../components/problem-panel';
import { sectionName } from '../../content/remote-sections';
import { forgetRemote, RemoteLoadError, remoteRoutes } from '../../lib/remotes';

/**
 * Renders one remote's routes. Whatever goes wrong in there (down, slow, throwing) stays in here: the navbar,
 * the footer and the other remotes keep working.
 */
export function RemotePage({ remote }: { remote: string }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const section = sectionName(remote);
  // Not a component made per render: remoteRoutes hands out the one React.lazy it keeps per remote, so React sees
  // the same component type on every render (lib/remotes/remote-loader.ts).
  const RemoteRoutes = remoteRoutes(remote);
  return (
    <Suspense fallback={<RemoteLoading remote={remote} />}>
      <ErrorBoundary
        key={`${remote}:${attempt}`}
        resetKey={pathname}
        fallback={(error) => (
          <ProblemPanel
            title={`The ${section} section could not be loaded`}
            detail={
              error instanceof RemoteLoadError
                ? 'Its files could not be fetched. Check your connection, then try again.'
                : 'Something went wrong while showing this page. Try again, or go to another page.'
            }
            onRetry={() => {
              if (error instanceof RemoteLoadError) forgetRemote(remote);
              setAttempt((count) => count + 1);
            }}
          />
        )}
      >
        {/* eslint-disable-next-line react-hooks/static-components -- one stable lazy component per remote, see above */}
        <RemoteRoutes />
      </ErrorBoundary>
    </Suspense>
  );
}

export function RemoteLoading({ remote }: { remote: string }) {
  return <LoadingState layout="page" label={`Loading the ${sectionName(remote)} section…`} />;
}

/** A path that may be this remote's while its list of paths could not be fetched: not a 404, a Retry. */
export function RemoteListFailed({ remote, onRetry }: { remote: string; onRetry: () => void }) {
  return (
    <ProblemPanel
      title={`The ${sectionName(remote)} section could not be loaded`}
      detail="Its list of pages could not be fetched. Check your connection, then try again."
      onRetry={onRetry}
    />
  );
}
