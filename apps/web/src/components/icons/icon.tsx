// The site's icon set: line drawings on a 24x24 grid in the text's colour, as inline SVG (a few
// hundred bytes in all, no icon font or library), drawn with `Icon`. They are decorative: a text or
// the control's accessible name beside them says the same, so assistive technology skips them. The
// set is split by where the icons are used (interface, car facts, marketplace), so that a page
// loads the drawings of its own part only.
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

export function Icon({ size = 24, weight = 2, className, children }: DrawingProps) {
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
