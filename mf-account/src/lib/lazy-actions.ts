/**
 * A feature's actions (its schemas, API calls and toasts) in a chunk of their own, which its page paints without
 * (docs/PERFORMANCE.md#code-per-page). webpack forgets a chunk that failed to load, so the next call asks again.
 */
// Properties rather than methods: a page hands `warm` to an event prop unbound.
export interface LazyActions<Actions> {
  /** The actions, fetched now or already in; rejects when their chunk could not come. */
  load: () => Promise<Actions>;
  /** Starts fetching them without waiting: for a page once painted, or a form's first focus or press. */
  warm: () => void;
  /** A form's props that warm them as the visitor first focuses a field or presses in it: `<form {...warmOnReach}>`. */
  warmOnReach: { onFocus: () => void; onPointerDown: () => void };
  /** The actions if they have come, for what must answer at once (a field's message as the visitor types). */
  loaded: () => Actions | undefined;
  /**
   * Runs `work` with the actions once they are in; `onMissing` when their chunk could not come, which for the
   * visitor is the same as no answer from the server.
   */
  run: (work: (actions: Actions) => Promise<void> | void, onMissing: () => void) => Promise<void>;
}

export function lazyActions<Actions>(importActions: () => Promise<Actions>): LazyActions<Actions> {
  let loaded: Actions | undefined;
  const load = () => importActions().then((actions) => (loaded = actions));
  const warm = () => {
    if (!loaded) void load().catch(() => undefined);
  };
  return {
    load,
    warm,
    warmOnReach: { onFocus: warm, onPointerDown: warm },
    loaded: () => loaded,
    run: async (work, onMissing) => {
      let actions: Actions;
      try {
        actions = await load();
      } catch {
        onMissing();
        return;
      }
      await work(actions);
    },
  };
}
