import type { SVGProps } from 'react';

export function TvIcon(props: SVGProps<SVGSVGElement>) {
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
      <rect x="2.5" y="6.5" width="19" height="13" rx="2.5" />
      <path d="M8 2.5l4 4 4-4" />
    </svg>
  );
}
