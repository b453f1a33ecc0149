// The search results: a vehicle's facts and the page's own controls.
import { Icon, type IconProps } from './icon';

export const SeatIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M7 3v10a2 2 0 0 0 2 2h8" />
    <path d="M7 13h7a2 2 0 0 1 2 2v6" />
    <path d="M9 21v-6" />
  </Icon>
);

export const DoorIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M5 21V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16" />
    <path d="M3 21h18" />
    <circle cx="15" cy="12" r="1" />
  </Icon>
);

/** A gear lever's H pattern. */
export const GearboxIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <circle cx="5" cy="5" r="1.5" />
    <circle cx="12" cy="5" r="1.5" />
    <circle cx="19" cy="5" r="1.5" />
    <circle cx="5" cy="19" r="1.5" />
    <circle cx="12" cy="19" r="1.5" />
    <path d="M5 6.5v11M12 6.5v11M19 6.5V12H5" />
  </Icon>
);

export const FuelIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M4 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16" />
    <path d="M3 21h12M4 10h10" />
    <path d="M14 8h2a2 2 0 0 1 2 2v6a1.5 1.5 0 0 0 3 0V8l-3-3" />
  </Icon>
);

export const SnowflakeIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M12 2v20M3.3 7l17.4 10M3.3 17l17.4-10" />
    <path d="M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5" />
  </Icon>
);

export const ScreenIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M8 20h8M12 16v4" />
  </Icon>
);

export const RoadIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M8 3 4 21M16 3l4 18" />
    <path d="M12 4v3M12 10.5v3M12 17v3" />
  </Icon>
);

export const DropIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11z" />
  </Icon>
);

export const WalletIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M3 10h18M16 15h2M6 6l10-3 1 3" />
  </Icon>
);

export const FilterIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M4 6h16M7 12h10M10 18h4" />
  </Icon>
);

export const EditIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

export const NoResultsIcon = (props: IconProps) => (
  <Icon size={48} {...props}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M8 8l5 5M13 8l-5 5" />
  </Icon>
);

export const NoPhotoIcon = (props: IconProps) => (
  <Icon size={32} {...props}>
    <path d="M9 5h6l1.5 2H19a2 2 0 0 1 2 2v8M17 19H5a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2" />
    <circle cx="12" cy="13" r="3" />
    <path d="M3 3l18 18" />
  </Icon>
);
