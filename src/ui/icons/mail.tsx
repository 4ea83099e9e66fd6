import { Icon, type IconProps } from './icon';

export function MailIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="M3.8 7l8.2 6.2L20.2 7" />
    </Icon>
  );
}
