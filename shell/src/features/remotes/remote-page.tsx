import { Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/error-boundary';
import { LoadingState } from '../../components/loading-state';
import { ProblemPanel } from '../../components/problem-panel';
import type { RemoteName } from '../../config/route-table';
import { remoteSections } from '../../content/remote-sections';
import { RemoteLoadError } from './remote-load-error';
import { forgetRemoteRoutes, lazyRemoteRoutes } from './remote-lazy';
import { useRemotes } from './remotes-context';

/**
 * Renders one remote's routes. Whatever goes wrong in there (down, slow, throwing) stays in here: the navbar,
 * the footer and the other remotes keep working.
 */
export function RemotePage({ remote }: { remote: RemoteName }) {
  const { status, retryConfig, resetRemote } = useRemotes();
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const section = remoteSections[remote];
  const loading = <LoadingState label={`Loading the ${section} section…`} />;

  if (status === 'loading') return loading;
  if (status === 'failed') {
    return (
      <ProblemPanel
        title="The site could not be loaded"
        detail="The list of the site's sections could not be fetched. Check your connection, then try again."
        onRetry={retryConfig}
      />
    );
  }

  const RemoteRoutes = lazyRemoteRoutes(remote);
  return (
    <Suspense fallback={loading}>
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
              if (error instanceof RemoteLoadError) {
                resetRemote(remote);
                forgetRemoteRoutes(remote);
              }
              setAttempt((count) => count + 1);
            }}
          />
        )}
      >
        <RemoteRoutes />
      </ErrorBoundary>
    </Suspense>
  );
}
