// The site's icons: line drawings on a 24x24 grid in the text's colour, as inline SVG (a few hundred
// bytes in all, no icon font or library). They are decorative: a text or the control's accessible
// name beside them says the same, so assistive technology skips them. Each is its own export, so a
// page's bundle holds the ones it uses.
import type { VehicleRange } from '@roadbook/domain/enums';
import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in pixels (each icon has its own default). */
  size?: number;
  className?: string;
}

interface DrawingProps extends IconProps {
  /** Line width on the 24-unit grid: 2 for the small interface icons, 1.8 for the larger ones. */
  weight?: number;
  children: ReactNode;
}

function Icon({ size = 24, weight = 2, className, children }: DrawingProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flexShrink: 0 }}
    >
      {children}
    </svg>
  );
}

// ── Interface: menus, dialogs, pagination, messages ────────────────────────────────────────────

export const MenuIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </Icon>
);

/** Three dots one above the other: "more". Round caps of a tiny line draw the dots. */
export const MoreIcon = (props: IconProps) => (
  <Icon weight={4} {...props}>
    <path d="M12 5h.01M12 12h.01M12 19h.01" />
  </Icon>
);

export const CloseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

/** A globe: the display language. */
export const LanguageIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <circle cx={12} cy={12} r={9} />
    <path d="M3 12h18M12 3c-2.5 2.7-3.7 5.7-3.7 9s1.2 6.3 3.7 9c2.5-2.7 3.7-5.7 3.7-9S14.5 5.7 12 3z" />
  </Icon>
);

export const ArrowBackIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M19 12H5M11 18l-6-6 6-6" />
  </Icon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Icon size={18} {...props}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

/** Points down, or up once what it opens is open. */
export const ChevronIcon = ({ isUp, ...props }: IconProps & { isUp: boolean }) => (
  <Icon size={18} {...props}>
    <path d={isUp ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} />
  </Icon>
);

export const ErrorIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx={12} cy={12} r={9} />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Icon>
);

export const InfoIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx={12} cy={12} r={9} />
    <path d="M12 11v5.5M12 7.5h.01" />
  </Icon>
);

/** A tick in a circle: done, included. */
export const CheckIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <circle cx={12} cy={12} r={9} />
    <path d="M8 12.5l2.7 2.7L16.5 9.5" />
  </Icon>
);

export const PinIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11z" />
    <circle cx={12} cy={10} r={2.5} />
  </Icon>
);

// ── A vehicle's facts (search results) ─────────────────────────────────────────────────────────

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

// ── What the site promises (home pages) ────────────────────────────────────────────────────────

export const LifebuoyIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <circle cx={12} cy={12} r={9} />
    <circle cx={12} cy={12} r={4} />
    <path d="M5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6" />
  </Icon>
);

export const TagIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M3 12V4h8l10 10-7 7z" />
    <circle cx={7.5} cy={8} r={1.5} />
  </Icon>
);

export const InfinityIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M12 12c-2-2.7-3.8-4-6-4a4 4 0 0 0 0 8c2.2 0 4-1.3 6-4zm0 0c2 2.7 3.8 4 6 4a4 4 0 0 0 0-8c-2.2 0-4 1.3-6 4z" />
  </Icon>
);

export const BoltIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" />
  </Icon>
);

// ── Vehicle ranges ─────────────────────────────────────────────────────────────────────────────

const Wheels = ({ y = 17, left = 7, right = 17 }: { y?: number; left?: number; right?: number }) => (
  <>
    <circle cx={left} cy={y} r={2} />
    <circle cx={right} cy={y} r={2} />
  </>
);

export const TruckIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M2 5h12v12H2zM14 9h4l4 4v4h-8" />
    <Wheels y={18} left={6} right={18} />
  </Icon>
);

const CarIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M3 16v-3.5L5.5 7h13l2.5 5.5V16zM3 12.5h18" />
    <Wheels />
  </Icon>
);

const SuvIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M2 16v-5l2-5h11l4 5h3v5zM2 11h20M10 6v5" />
    <Wheels />
  </Icon>
);

const VanIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M2 17V5h13l6 6v6zM15 5v6h6M2 11h13" />
    <Wheels left={6} right={17} />
  </Icon>
);

const ScooterIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <circle cx={5.5} cy={17} r={2.5} />
    <circle cx={18.5} cy={17} r={2.5} />
    <path d="M8 17h7l3-10h-3M4 12h6l2 5" />
  </Icon>
);

const BusIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M4 3h16v15H4zM4 10h16M12 3v7" />
    <Wheels y={20} left={8} right={16} />
  </Icon>
);

const CaravanIcon = (props: IconProps) => (
  <Icon weight={1.8} {...props}>
    <path d="M2 17V8a3 3 0 0 1 3-3h11a3 3 0 0 1 3 3v9zM19 15h3M5 8h5v4H5z" />
    <circle cx={13} cy={17} r={2} />
  </Icon>
);

export const VEHICLE_RANGE_ICONS: Record<VehicleRange, (props: IconProps) => ReactNode> = {
  car: CarIcon,
  suv: SuvIcon,
  van: VanIcon,
  scooter: ScooterIcon,
  bus: BusIcon,
  truck: TruckIcon,
  caravan: CaravanIcon,
};
