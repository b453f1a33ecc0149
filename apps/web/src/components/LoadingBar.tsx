/** A thin indeterminate progress bar pinned to the top of the viewport. */
export function LoadingBar({ label }: { label: string }) {
  return <div role="progressbar" aria-label={label} className="rb-loading-bar" />;
}
