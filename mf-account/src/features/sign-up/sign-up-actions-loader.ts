const loadActions = () => import(/* webpackChunkName: "sign-up-actions" */ './sign-up-actions');

export type SignUpActions = Awaited<ReturnType<typeof loadActions>>;

let loaded: SignUpActions | undefined;

/**
 * The steps' schemas, API calls and toasts (sign-up-actions.ts). Fetched when the visitor first focuses or presses
 * in the form, not once it has painted: zod's schemas are a long task on a phone, and a visitor who only looks at
 * the page never needs them (docs/PERFORMANCE.md#code-per-page). A chunk that failed to load is asked for again by
 * the next call, as webpack forgets a failed chunk.
 */
export function signUpActions(): Promise<SignUpActions> {
  return loadActions().then((actions) => (loaded = actions));
}

/** Starts fetching the actions, for a form's first focus or press. */
export function warmSignUpActions(): void {
  if (!loaded) void signUpActions().catch(() => undefined);
}

/**
 * Runs `work` with the actions once they are in; `onMissing` when their chunk could not come, which for the visitor
 * is the same as no answer from the server.
 */
export async function withSignUpActions(
  work: (actions: SignUpActions) => Promise<void>,
  onMissing: () => void,
): Promise<void> {
  let actions: SignUpActions;
  try {
    actions = await signUpActions();
  } catch {
    onMissing();
    return;
  }
  await work(actions);
}

/** The actions if they have come: a field's message can only be there after a Next, which brought them. */
export const loadedSignUpActions = (): SignUpActions | undefined => loaded;
