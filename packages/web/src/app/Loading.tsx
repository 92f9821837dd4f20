/** What a page shows while it waits: a spinner and what it is waiting for. */
export function Loading({ what = 'Loading' }: { what?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {what}…
    </div>
  );
}
