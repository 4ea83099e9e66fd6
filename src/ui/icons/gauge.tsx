import type { SVGProps } from 'react';

export function GaugeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M4.5 18.5a9 9 0 1 1 15 0" />
      <path d="M12 13.5l4-4.5" />
      <circle cx="12" cy="13.5" r="1.5" />
    </svg>
  );
}
