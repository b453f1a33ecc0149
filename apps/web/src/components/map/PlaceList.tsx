import { styled } from '@mui/material/styles';

import type { MapLocation } from './map-types';

interface PlaceListProps {
  /** Accessible name of the list, e.g. "Our locations". */
  label: string;
  locations: readonly MapLocation[];
  onSelect?: ((location: MapLocation) => void) | undefined;
  selectedId?: string | undefined;
}

const List = styled('ul')(({ theme }) => ({
  listStyle: 'none',
  margin: theme.spacing(2, 0, 0),
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
}));

const PlaceButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  cursor: 'pointer',
  padding: theme.spacing(0.75, 1.5),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '&[aria-pressed="true"]': {
    background: theme.palette.primary.main,
    borderColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

/**
 * The places of a map as plain buttons (or text without `onSelect`): the map's non-map alternative
 * for keyboard and screen-reader users.
 */
export function PlaceList({ label, locations, onSelect, selectedId }: PlaceListProps) {
  return (
    <List aria-label={label}>
      {locations.map((location) => (
        <li key={location.id}>
          {onSelect === undefined ? (
            (location.label ?? location.name)
          ) : (
            <PlaceButton
              type="button"
              aria-pressed={location.id === selectedId}
              onClick={() => onSelect(location)}
            >
              {location.label ?? location.name}
            </PlaceButton>
          )}
        </li>
      ))}
    </List>
  );
}
