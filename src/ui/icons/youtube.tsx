import { Icon, type IconProps } from './icon';

export function YoutubeIcon(props: IconProps) {
  return (
    <Icon filled {...props}>
      <path fillRule="evenodd" clipRule="evenodd" d="M12 5c-3.9 0-6.9.2-8.1.5a2.8 2.8 0 0 0-2 2C1.6 8.7 1.5 10.3 1.5 12s.1 3.3.4 4.5a2.8 2.8 0 0 0 2 2c1.2.3 4.2.5 8.1.5s6.9-.2 8.1-.5a2.8 2.8 0 0 0 2-2c.3-1.2.4-2.8.4-4.5s-.1-3.3-.4-4.5a2.8 2.8 0 0 0-2-2C18.9 5.2 15.9 5 12 5zm-2 4v6l5.2-3z" />
    </Icon>
  );
}
