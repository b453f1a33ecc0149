// Line icons of the search page, drawn for it on a 24x24 grid in the text's colour. They always
// sit beside a text that says the same thing, so screen readers skip them.
import type { ReactNode } from 'react';

function Icon({ children, size = 18 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      style={{ flexShrink: 0 }}
    >
      {children}
    </svg>
  );
}

export const SeatIcon = () => (
  <Icon>
    <path d="M7 3v10a2 2 0 0 0 2 2h8" />
    <path d="M7 13h7a2 2 0 0 1 2 2v6" />
    <path d="M9 21v-6" />
  </Icon>
);

export const DoorIcon = () => (
  <Icon>
    <path d="M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16" />
    <path d="M3 21h18" />
    <circle cx="15" cy="12" r="1" />
  </Icon>
);

/** A gear lever's H pattern. */
export const GearboxIcon = () => (
  <Icon>
    <circle cx="5" cy="5" r="1.5" />
    <circle cx="12" cy="5" r="1.5" />
    <circle cx="19" cy="5" r="1.5" />
    <circle cx="5" cy="19" r="1.5" />
    <circle cx="12" cy="19" r="1.5" />
    <path d="M5 6.5v11M12 6.5v11M19 6.5V12H5" />
  </Icon>
);

export const FuelIcon = () => (
  <Icon>
    <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16" />
    <path d="M3 21h12M4 10h10" />
    <path d="M14 8h2a2 2 0 0 1 2 2v6a1.5 1.5 0 0 0 3 0V8l-3-3" />
  </Icon>
);

export const SnowflakeIcon = () => (
  <Icon>
    <path d="M12 2v20M3.3 7l17.4 10M3.3 17l17.4-10" />
    <path d="M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" />
  </Icon>
);

export const ScreenIcon = () => (
  <Icon>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </Icon>
);

export const RoadIcon = () => (
  <Icon>
    <path d="M8 3 4 21M16 3l4 18" />
    <path d="M12 4v3M12 10.5v3M12 17v3" />
  </Icon>
);

export const DropIcon = () => (
  <Icon>
    <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />
  </Icon>
);

export const WalletIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2M6 6l10-3 1 3" />
  </Icon>
);

export const FilterIcon = () => (
  <Icon>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

export const ChevronIcon = ({ isUp }: { isUp: boolean }) => (
  <Icon>
    <path d={isUp ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
  </Icon>
);

export const EditIcon = () => (
  <Icon>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

export const NoResultsIcon = () => (
  <Icon size={48}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M8 8l5 5M13 8l-5 5" />
  </Icon>
);

export const NoPhotoIcon = () => (
  <Icon size={32}>
    <path d="M9 5h6l1.5 2H19a2 2 0 0 1 2 2v8M17 19H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2" />
    <circle cx="12" cy="13" r="3" />
    <path d="M3 3l18 18" />
  </Icon>
);
