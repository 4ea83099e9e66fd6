import type { SVGProps } from 'react';

export function PhoneIcon(props: SVGProps<SVGSVGElement>) {
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
      <path d="M7.6 3.2l2.5 3.9a1.2 1.2 0 0 1-.3 1.6L8.3 9.9a12.5 12.5 0 0 0 5.8 5.8l1.2-1.5a1.2 1.2 0 0 1 1.6-.3l3.9 2.5a1.2 1.2 0 0 1 .4 1.6l-1.1 1.9a2.5 2.5 0 0 1-2.7 1.2C10.6 19.7 4.3 13.4 2.9 6.6a2.5 2.5 0 0 1 1.2-2.7L6 2.8a1.2 1.2 0 0 1 1.6.4z" />
    </svg>
  );
}
