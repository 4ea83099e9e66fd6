import { Icon, type IconProps } from './icon';

export function GaugeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4.5 18.5a9 9 0 1 1 15 0" />
      <path d="M12 13.5l4-4.5" />
      <circle cx="12" cy="13.5" r="1.5" />
    </Icon>
  );
}
