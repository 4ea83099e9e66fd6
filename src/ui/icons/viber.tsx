import { Icon, type IconProps } from './icon';

export function ViberIcon(props: IconProps) {
  return (
    <Icon filled {...props}>
      <path
        d="M12 2.8c5.2 0 8.7 2.6 8.7 7.9s-3.5 7.8-8.7 7.8c-.7 0-1.4 0-2.1-.1l-3.2 2.7v-3.4c-2.2-1.3-3.4-3.6-3.4-7 0-5.3 3.5-7.9 8.7-7.9z"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinejoin="round"
      />
      <path d="M8.5 6.7c.4-.3 1-.3 1.3.1l1.1 1.5c.3.4.2.9-.1 1.2l-.5.4c.4 1.1 1.3 2 2.4 2.4l.4-.5c.3-.4.8-.4 1.2-.1l1.5 1.1c.4.3.4.9.1 1.3l-.5.6c-.5.5-1.2.7-1.9.5-2.7-.8-4.7-2.8-5.5-5.5-.2-.7 0-1.4.5-1.9z" />
      <path
        d="M13.2 5.6a3.8 3.8 0 0 1 3.6 3.6M13.2 7.7a1.7 1.7 0 0 1 1.5 1.5"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.3}
        strokeLinecap="round"
      />
    </Icon>
  );
}
