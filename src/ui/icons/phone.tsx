import { Icon, type IconProps } from './icon';

export function PhoneIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7.6 3.2l2.5 3.9a1.2 1.2 0 0 1-.3 1.6L8.3 9.9a12.5 12.5 0 0 0 5.8 5.8l1.2-1.5a1.2 1.2 0 0 1 1.6-.3l3.9 2.5a1.2 1.2 0 0 1 .4 1.6l-1.1 1.9a2.5 2.5 0 0 1-2.7 1.2C10.6 19.7 4.3 13.4 2.9 6.6a2.5 2.5 0 0 1 1.2-2.7L6 2.8a1.2 1.2 0 0 1 1.6.4z" />
    </Icon>
  );
}
