import { Icon, type IconProps } from './icon';

export function ShoppingCartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 3.5h2.7l2.3 11a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.4-1.1l1.8-6.8H6.2" />
      <circle cx="9.5" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </Icon>
  );
}
