import { Icon, type IconProps } from './icon';

export function PlusSquareIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3.5" />
      <path d="M12 8v8M8 12h8" />
    </Icon>
  );
}
