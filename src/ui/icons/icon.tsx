import type { ReactNode, SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

const outline = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** The frame every icon shares: 24-unit grid, 1em, decorative unless labelled. */
export function Icon({ children, filled = false, ...props }: IconProps & { children: ReactNode; filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false" {...(filled ? { fill: 'currentColor' } : outline)} {...props}>
      {children}
    </svg>
  );
}
