import { Icon, type IconProps } from './icon';

export function WifiIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 9a14 14 0 0 1 19 0M5.7 12.5a9.3 9.3 0 0 1 12.6 0M8.9 16a4.6 4.6 0 0 1 6.2 0" />
      <path d="M12 19.5h.01" />
    </Icon>
  );
}
