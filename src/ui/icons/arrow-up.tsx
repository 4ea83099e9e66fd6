import { Icon, type IconProps } from './icon';

export function ArrowUpIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 20V4.5M5.5 11L12 4.5l6.5 6.5" />
    </Icon>
  );
}
