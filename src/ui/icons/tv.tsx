import { Icon, type IconProps } from './icon';

export function TvIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="6.5" width="19" height="13" rx="2.5" />
      <path d="M8 2.5l4 4 4-4" />
    </Icon>
  );
}
