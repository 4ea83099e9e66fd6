import type { Social } from '../../domain/content/site';
import { FacebookIcon } from './facebook';
import type { IconProps } from './icon';
import { InstagramIcon } from './instagram';
import { TelegramIcon } from './telegram';
import { YoutubeIcon } from './youtube';

const icons = { facebook: FacebookIcon, instagram: InstagramIcon, telegram: TelegramIcon, youtube: YoutubeIcon } satisfies Record<Social['network'], unknown>;

/**
 * A network's brand icon drawn inline, in currentColor. Inline rather than a CSS mask over a file:
 * each mask image is an SVG document of its own, and five of them on every page cost a slow phone
 * more than the paths' bytes in the HTML (docs/performance.md, "The first load's own costs").
 */
export function SocialIcon({ network, ...props }: IconProps & { network: Social['network'] }) {
  const Drawn = icons[network];
  return <Drawn {...props} />;
}
