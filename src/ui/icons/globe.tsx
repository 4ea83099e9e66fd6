import { Icon, type IconProps } from './icon';

export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c-2.6 2.5-4 5.6-4 9s1.4 6.5 4 9M12 3c2.6 2.5 4 5.6 4 9s-1.4 6.5-4 9" />
    </Icon>
  );
}
