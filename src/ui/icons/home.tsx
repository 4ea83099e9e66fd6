import { Icon, type IconProps } from './icon';

export function HomeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 11.2L12 3.5l9 7.7" />
      <path d="M5.5 9.5V20h13V9.5M10 20v-5.5h4V20" />
    </Icon>
  );
}
