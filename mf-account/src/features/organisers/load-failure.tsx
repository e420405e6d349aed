interface LoadFailureProps {
  message: string;
  onRetry: () => void;
}

/** A call of the page that failed: its words and a way to ask again, in place of what it would have shown. */
export function LoadFailure({ message, onRetry }: LoadFailureProps) {
  return (
    <div role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
