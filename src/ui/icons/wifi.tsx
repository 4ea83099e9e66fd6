import type { SVGProps } from 'react';

export function WifiIcon(props: SVGProps<SVGSVGElement>) {
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
      <path d="M2.5 9a14 14 0 0 1 19 0M5.7 12.5a9.3 9.3 0 0 1 12.6 0M8.9 16a4.6 4.6 0 0 1 6.2 0" />
      <path d="M12 19.5h.01" />
    </svg>
  );
}
