import { Icon, type IconProps } from './icon';

export function ShareIosIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8.5 9.5H7a2 2 0 0 0-2 2V19a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7.5a2 2 0 0 0-2-2h-1.5" />
      <path d="M12 14.5V3M8 6.8L12 3l4 3.8" />
    </Icon>
  );
}
