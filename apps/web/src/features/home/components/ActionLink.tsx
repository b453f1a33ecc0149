import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';

/** A text link to a full page ("See all suppliers"), underlined, readable on light and dark bands. */
export const ActionLink = styled(RouterLink)(({ theme }) => ({
  color: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  textUnderlineOffset: 4,
  '&:hover': { textDecorationThickness: 2 },
  '&:focus-visible': {
    outline: `3px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
    borderRadius: 2,
  },
}));
