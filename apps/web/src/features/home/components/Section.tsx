import Container from '@mui/material/Container';
import { styled } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export type SectionTone = 'plain' | 'muted' | 'dark';

const Band = styled('section', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: SectionTone }>(
  ({ theme, tone }) => ({
    paddingBlock: theme.spacing(6),
    [theme.breakpoints.up('md')]: { paddingBlock: theme.spacing(8) },
    backgroundColor: tone === 'muted' ? theme.palette.grey[100] : tone === 'dark' ? '#111827' : 'transparent',
    color: tone === 'dark' ? '#ffffff' : theme.palette.text.primary,
  }),
);

const Heading = styled('h2')(({ theme }) => ({
  margin: 0,
  fontSize: '1.75rem',
  fontWeight: 800,
  lineHeight: 1.2,
  letterSpacing: '-0.01em',
  [theme.breakpoints.up('md')]: { fontSize: '2.125rem' },
}));

const Lead = styled('p', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: SectionTone }>(
  ({ theme, tone }) => ({
    margin: theme.spacing(1, 0, 0),
    maxWidth: '42rem',
    fontSize: '1.0625rem',
    color: tone === 'dark' ? '#d1d5db' : theme.palette.text.secondary,
  }),
);

const Header = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  marginBottom: theme.spacing(4),
}));

interface SectionProps {
  title: string;
  lead?: string;
  tone?: SectionTone;
  /** Beside the heading: a link to the full page, for instance. */
  action?: ReactNode;
  children: ReactNode;
}

/** A home section: a band with an h2 (its accessible name), an optional lead and content. */
export function Section({ title, lead, tone = 'plain', action, children }: SectionProps) {
  const headingId = useId();
  return (
    <Band tone={tone} aria-labelledby={headingId}>
      <Container maxWidth="lg">
        <Header>
          <div>
            <Heading id={headingId}>{title}</Heading>
            {lead !== undefined && <Lead tone={tone}>{lead}</Lead>}
          </div>
          {action}
        </Header>
        {children}
      </Container>
    </Band>
  );
}
