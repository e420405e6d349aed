import type { Team } from '@greatstep/shared';
import { errorMessage } from '@greatstep/shared/api';
import { useCallback, useEffect, useState } from 'react';
import { getMyTeam } from './api/get-my-team';

export type TeamState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; team: Team | null };

const LOADING: TeamState = { status: 'loading' };

/**
 * The signed-in user's team for an event. `refresh` fetches it again while the current one stays on screen, so
 * the panel updates after an add or remove without a reload or a flash of the loading state.
 */
export function useMyTeam(eventKey: string, userId: string) {
  const requestKey = `${eventKey}/${userId}`;
  const [result, setResult] = useState<{ key: string; state: TeamState } | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    const key = `${eventKey}/${userId}`;
    getMyTeam(eventKey, userId).then(
      (team) => current && setResult({ key, state: { status: 'ready', team } }),
      (error: unknown) => current && setResult({ key, state: { status: 'error', message: errorMessage(error) } }),
    );
    return () => {
      current = false;
    };
  }, [eventKey, userId, version]);

  const refresh = useCallback(() => setVersion((value) => value + 1), []);
  const setTeam = useCallback(
    (team: Team | null) => setResult({ key: requestKey, state: { status: 'ready', team } }),
    [requestKey],
  );
  const retry = useCallback(() => {
    setResult(null);
    refresh();
  }, [refresh]);

  return { state: result?.key === requestKey ? result.state : LOADING, refresh, retry, setTeam };
}
