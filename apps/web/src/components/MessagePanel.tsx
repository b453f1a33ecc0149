import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface MessagePanelProps {
  title: string;
  message?: string;
  /** Actions below the message, such as a link back home. */
  children?: ReactNode;
}

/** A centred page-level message: maintenance, not found, an unexpected error. */
export function MessagePanel({ title, message, children }: MessagePanelProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {message !== undefined && (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {message}
        </Typography>
      )}
      {children}
    </Container>
  );
}
