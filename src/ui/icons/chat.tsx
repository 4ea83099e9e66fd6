import { Icon, type IconProps } from './icon';

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-5 4v-4H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" />
      <path d="M8 9.5h8M8 13h5" />
    </Icon>
  );
}
