import { Icon, type IconProps } from './icon';

export function MapPinIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 21.5s-7-6.1-7-11.8a7 7 0 0 1 14 0c0 5.7-7 11.8-7 11.8z" />
      <circle cx="12" cy="9.7" r="2.6" />
    </Icon>
  );
}
