// One car's line of the calendar: its name (the car's own calendar), its bookings as links to their
// pages and its blocked periods as buttons that offer to remove them, each bar named in full for
// assistive technologies; then the ways to block it or book it by hand.
import type { CalendarBlock, CalendarCar } from '@roadbook/domain/contracts/calendar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { backOfficeBookingPath, backOfficeCalendarPath } from '@/lib/back-office-paths';

import { barPlacement, type BarPlacement, type CalendarWindow } from '../lib/calendar-window';
import type { ZonedFormat } from '../lib/use-zoned-format';
import { STATUS_COLOURS } from './BookingStatusChip';

export const NAME_WIDTH = 176;
export const DAY_WIDTH = 56;
export const ROW_HEIGHT = 56;

interface CalendarRowProps {
  car: CalendarCar;
  window: CalendarWindow;
  format: ZonedFormat;
  onRemoveBlock: (block: CalendarBlock, period: string) => void;
  /** The car's actions (block, book by hand). */
  actions: ReactNode;
}

function Bar({ placement, children }: { placement: BarPlacement; children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        top: 8,
        bottom: 8,
        left: `${placement.left}%`,
        width: `${placement.width}%`,
        minWidth: 24,
        display: 'flex',
        '& > *': {
          flex: 1,
          minWidth: 0,
          px: 0.75,
          borderRadius: 1,
          borderTopLeftRadius: placement.isCutAtStart ? 0 : undefined,
          borderBottomLeftRadius: placement.isCutAtStart ? 0 : undefined,
          borderTopRightRadius: placement.isCutAtEnd ? 0 : undefined,
          borderBottomRightRadius: placement.isCutAtEnd ? 0 : undefined,
          fontSize: '0.8125rem',
          lineHeight: '40px',
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          textDecoration: 'none',
          justifyContent: 'flex-start',
        },
      }}
    >
      {children}
    </Box>
  );
}

export function CalendarRow({ car, window, format, onRemoveBlock, actions }: CalendarRowProps) {
  const { t } = useTranslation('backOffice');
  const { t: tEnums } = useTranslation('enums');
  const periodOf = (item: { from: string; to: string }) =>
    t('calendar.period', { from: format.dateTime(item.from), to: format.dateTime(item.to) });
  return (
    <Box
      role="listitem"
      sx={{ display: 'flex', borderTop: 1, borderColor: 'divider', minHeight: ROW_HEIGHT }}
    >
      <Box
        sx={{
          width: NAME_WIDTH,
          flexShrink: 0,
          px: 1,
          py: 0.5,
          position: 'sticky',
          left: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
          display: 'grid',
          alignContent: 'center',
          gap: 0.25,
        }}
      >
        <Link to={backOfficeCalendarPath(car.id)} aria-label={t('calendar.carCalendar', { name: car.name })}>
          {car.name}
        </Link>
        <Box sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
          {[car.licencePlate, car.supplier.name].filter((part) => part !== null).join(' · ')}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>{actions}</Box>
      </Box>
      <Box
        role="list"
        aria-label={t('calendar.carPeriods', { name: car.name })}
        sx={{
          position: 'relative',
          flexGrow: 1,
          minWidth: window.days.length * DAY_WIDTH,
          backgroundImage: (theme) =>
            `repeating-linear-gradient(to right, transparent 0, transparent calc(100% / ${window.days.length} - 1px), ${theme.palette.divider} calc(100% / ${window.days.length} - 1px), ${theme.palette.divider} calc(100% / ${window.days.length}))`,
        }}
      >
        {car.bookings.map((booking) => {
          const placement = barPlacement(booking.from, booking.to, window);
          if (placement === null) return null;
          const colour = STATUS_COLOURS[booking.status];
          const status = tEnums(`bookingStatus.${booking.status}`);
          return (
            <Box role="listitem" key={booking.id}>
              <Bar placement={placement}>
                <Box
                  component={Link}
                  to={backOfficeBookingPath(booking.id)}
                  aria-label={t('calendar.bookingBar', {
                    number: booking.number,
                    driver: booking.driver.fullName,
                    status,
                    period: periodOf(booking),
                  })}
                  sx={{
                    bgcolor: colour === 'default' ? 'grey.300' : `${colour}.main`,
                    color: colour === 'default' ? 'text.primary' : `${colour}.contrastText`,
                    display: 'block',
                  }}
                >
                  {booking.driver.fullName} · {status}
                </Box>
              </Bar>
            </Box>
          );
        })}
        {car.blocks.map((block) => {
          const placement = barPlacement(block.from, block.to, window);
          if (placement === null) return null;
          const period = periodOf(block);
          return (
            <Box role="listitem" key={block.id}>
              <Bar placement={placement}>
                <ButtonBase
                  aria-label={t('calendar.blockBar', {
                    period,
                    reason: block.reason ?? t('calendar.block.noReason'),
                  })}
                  onClick={() => onRemoveBlock(block, period)}
                  sx={{
                    color: 'common.white',
                    backgroundColor: 'grey.700',
                    backgroundImage:
                      'repeating-linear-gradient(45deg, transparent 0 6px, rgba(255,255,255,0.15) 6px 12px)',
                  }}
                >
                  {block.reason ?? t('calendar.blocked')}
                </ButtonBase>
              </Bar>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
