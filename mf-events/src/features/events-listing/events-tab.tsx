interface EventsTabProps {
  title: string;
}

/** One tab of the listing; its cards come in a later step. */
export function EventsTab({ title }: EventsTabProps) {
  return (
    <div>
      <h2>{title}</h2>
      <p>This page is coming in a later step.</p>
    </div>
  );
}
