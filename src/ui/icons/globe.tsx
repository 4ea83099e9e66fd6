import type { SVGProps } from 'react';

export function GlobeIcon(props: SVGProps<SVGSVGElement>) {
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
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c-2.6 2.5-4 5.6-4 9s1.4 6.5 4 9M12 3c2.6 2.5 4 5.6 4 9s-1.4 6.5-4 9" />
    </svg>
  );
}
