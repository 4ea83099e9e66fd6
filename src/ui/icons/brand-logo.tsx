import type { SVGProps } from 'react';

/**
 * ZoriaNet brand mark: a rising dawn star over a fibre wave.
 * Decorative by default; pass `aria-hidden={false}`, `role="img"` and an `aria-label` to expose it.
 */
export function BrandMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="1em"
      height="1em"
      fill="none"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <g strokeLinecap="round">
        <path d="M9.6 13.4l3.2 3.2M38.4 13.4l-3.2 3.2M3.5 28H7M41 28h3.5" stroke="#ffb400" strokeWidth={3} />
        <path
          d="M5 35c3.2-2.6 6.3-2.6 9.5 0s6.3 2.6 9.5 0 6.3-2.6 9.5 0 6.3 2.6 9.5 0"
          stroke="#1f4fd1"
          strokeWidth={4}
        />
        <path
          d="M7 42.5c2.2-1.9 4.3-1.9 6.5 0s4.3 1.9 6.5 0 4.3-1.9 6.5 0 4.3 1.9 6.5 0"
          stroke="#173a9c"
          strokeWidth={3.5}
        />
      </g>
      <path d="M13 29.5a11 11 0 0 1 22 0z" fill="#ffb400" />
      <path d="M24 2l1.6 4.4L30 8l-4.4 1.6L24 14l-1.6-4.4L18 8l4.4-1.6z" fill="#ffb400" />
      <circle cx="40.5" cy="42.5" r="2.8" fill="#ffb400" />
    </svg>
  );
}
