import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * A titled part of a back-office form; its fields sit in a grid of up to `columns` on a wide screen,
 * each at least wide enough for a long label ('Número máximo de ubicaciones por proveedor' was cut
 * in a third of a laptop's form).
 */
export function EditorSection({
  title,
  hint,
  columns = 3,
  children,
}: {
  title: string;
  hint?: string;
  columns?: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ mb: hint === undefined ? 2 : 0.5 }}>
        {title}
      </Typography>
      {hint !== undefined && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hint}
        </Typography>
      )}
      <div
        style={{
          display: 'grid',
          gap: 16,
          gridTemplateColumns:
            columns === 1 ? '1fr' : `repeat(auto-fill, minmax(min(100%, ${columns > 2 ? 21 : 24}rem), 1fr))`,
        }}
      >
        {children}
      </div>
    </Paper>
  );
}
