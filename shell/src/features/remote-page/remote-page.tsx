import { Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { LoadingState, useRenderWhenSettled } from '@greatstep/shared/react';
import { ProblemPanel } from '../../components/problem-panel';
import { sectionName } from '../../content/remote-sections';
import { forgetRemote, remoteLoad, RemoteLoadError, reportRemoteHealth } from '../../lib/remotes';

/**
 * Renders one remote's routes. Whatever goes wrong in there (down, slow, throwing) stays in here: the navbar,
 * the footer and the other remotes keep working.
 */
export function RemotePage({ remote }: { remote: string }) {
  const [attempt, setAttempt] = useState(0);
  const { pathname } = useLocation();
  const section = sectionName(remote);
  return (
    // The remote's own lazy parts have Suspense boundaries of their own; this one is the net under them.
    <Suspense fallback={<RemoteLoading remote={remote} />}>
      <ErrorBoundary
        key={`${remote}:${attempt}`}
        // The visitor went to another page while the fallback showed: the children get another chance there.
        resetKeys={[pathname]}
        // A load failure was reported by the loader; what else reaches here is the remote throwing as it rendered.
        onError={(error) => {
          if (!(error instanceof RemoteLoadError)) reportRemoteHealth(remote, 'render-error');
        }}
        fallbackRender={({ error }) => (
          <ProblemPanel
            title={`The ${section} section could not be loaded`}
            detail={problemDetail(remote, error)}
            onRetry={() => {
              if (error instanceof RemoteLoadError) forgetRemote(remote);
              setAttempt((count) => count + 1);
            }}
          />
        )}
      >
        <LoadedRemote remote={remote} />
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

/**
 * A refusal by the remote's dev server of the address this page was opened at: it serves this machine's addresses
 * only, and only a developer meets it, so it speaks to them.
 */
const refusedByServerDetail = (remote: string, origin: string) =>
  `The ${remote} dev server refused this page's address (its files are at ${origin}); see README, ` +
  '"For a sub-team", for the addresses it serves.';

/** What went wrong, in the words its reader can act on. */
function problemDetail(remote: string, error: unknown): string {
  if (!(error instanceof RemoteLoadError)) {
    return 'Something went wrong while showing this page. Try again, or go to another page.';
  }
  if (error.refusedOrigin) return refusedDetail(error.refusedOrigin);
  if (error.refusedByServer) return refusedByServerDetail(remote, error.refusedByServer);
  return 'Its files could not be fetched. Check your connection, then try again.';
}

/**
 * The remote's routes once they have come, its loading state until then, and its failure thrown to the boundary
 * above. The load's state is read at each render and a settled load renders again: no Suspense, whose reveal React
 * would hold back (lib/remotes/remote-loader.ts).
 */
function LoadedRemote({ remote }: { remote: string }) {
  const load = remoteLoad(remote);
  useRenderWhenSettled(load.component || load.error ? undefined : load.promise);
  if (load.error) throw load.error;
  if (!load.component) return <RemoteLoading remote={remote} />;
  // Not a component made per render: the load keeps the one component the remote exposes, so React sees the same
  // component type on every render.
  const RemoteRoutes = load.component;
  return <RemoteRoutes />;
}

function RemoteLoading({ remote }: { remote: string }) {
  return <LoadingState layout="page" label={`Loading the ${sectionName(remote)} section…`} />;
}

/** A path that may be this remote's while its list of paths could not be fetched: not a 404, a Retry. */
export function RemoteListFailed({
  remote,
  refusedOrigin,
  refusedByServer,
  onRetry,
}: {
  remote: string;
  refusedOrigin?: string;
  refusedByServer?: string;
  onRetry: () => void;
}) {
  let detail = 'Its list of pages could not be fetched. Check your connection, then try again.';
  if (refusedOrigin) detail = refusedDetail(refusedOrigin);
  else if (refusedByServer) detail = refusedByServerDetail(remote, refusedByServer);
  return (
    <ProblemPanel title={`The ${sectionName(remote)} section could not be loaded`} detail={detail} onRetry={onRetry} />
  );
}
