// A record's facts as label and value pairs (a description list), e.g. a driver's contact and state.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
}

export function DetailList({ items }: { items: readonly Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: 1,
        m: 0,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
