// Interface: menus, dialogs, pagination, messages.
import { Icon, type IconProps } from './icon';

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
