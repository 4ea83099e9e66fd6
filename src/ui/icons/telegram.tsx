import { Icon, type IconProps } from './icon';

export function TelegramIcon(props: IconProps) {
  return (
    <Icon filled {...props}>
      <path fillRule="evenodd" clipRule="evenodd" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zM5.8 11.7l11.5-4.5-1.9 9.6-3.6-2.6-1.9 1.8.2-3zm4.3 1.3l1.7 1.2 3.8-5.2z" />
    </Icon>
  );
}
