import { Icon, type IconProps } from './icon';

export function TiktokIcon(props: IconProps) {
  return (
    <Icon filled {...props}>
      <path d="M12.3 3h3c.2 2.2 1.8 3.9 4.2 4.1v3c-1.6 0-3-.5-4.2-1.3v6.4a5.6 5.6 0 1 1-5.6-5.6c.3 0 .6 0 .9.1v3.1a2.6 2.6 0 1 0 1.7 2.4z" />
    </Icon>
  );
}
