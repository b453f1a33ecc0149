import LinearProgress from '@mui/material/LinearProgress';

/** A thin progress bar pinned to the top of the viewport. */
export function LoadingBar({ label }: { label: string }) {
  return (
    <LinearProgress
      aria-label={label}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: (theme) => theme.zIndex.tooltip,
      }}
    />
  );
}
