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
            detail={problemDetail(error)}
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

/**
 * A refusal by the page's Content-Security-Policy: only a misconfigured site gets here (an address its policy does
 * not allow), so it speaks to whoever set the address.
 */
const refusedDetail = (origin: string) =>
  `The site's security policy refused its files from ${origin}. ` +
  'Whoever set this address must allow it on the server (README, "For an integrator").';

/** What went wrong, in the words its reader can act on. */
function problemDetail(error: unknown): string {
  if (!(error instanceof RemoteLoadError)) {
    return 'Something went wrong while showing this page. Try again, or go to another page.';
  }
  if (error.refusedOrigin) return refusedDetail(error.refusedOrigin);
  return 'Its files could not be fetched. Check your connection, then try again.';
}

function RemoteLoading({ remote }: { remote: string }) {
  return <LoadingState layout="page" label={`Loading the ${sectionName(remote)} section…`} />;
}

/** A path that may be this remote's while its list of paths could not be fetched: not a 404, a Retry. */
export function RemoteListFailed({
  remote,
  refusedOrigin,
  onRetry,
}: {
  remote: string;
  refusedOrigin?: string;
  onRetry: () => void;
}) {
  return (
    <ProblemPanel
      title={`The ${sectionName(remote)} section could not be loaded`}
      detail={
        refusedOrigin
          ? refusedDetail(refusedOrigin)
          : 'Its list of pages could not be fetched. Check your connection, then try again.'
      }
      onRetry={onRetry}
    />
  );
}
