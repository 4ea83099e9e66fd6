import { Icon, type IconProps } from './icon';

export function FacebookIcon(props: IconProps) {
  return (
    <Icon filled {...props}>
      <path d="M10.4 21.9A10 10 0 1 1 13.6 21.9v-7.4h2.6l.4-3h-3V9.8c0-.9.3-1.5 1.6-1.5h1.5V5.6c-.3 0-1.2-.1-2.2-.1-2.2 0-3.9 1.4-3.9 3.9v2.1H8v3h2.4z" />
    </Icon>
  );
}
