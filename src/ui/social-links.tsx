import type { Social } from '../domain/content/site';
import { SocialIcon } from './icons/social-icon';
import * as s from './social-links.css';

/** The company's social networks as round icon links, each named by its network. */
export function SocialLinks({ socials, tone, label }: { socials: Social[]; tone: keyof typeof s.link; label?: string }) {
  return (
    <ul className={s.list} aria-label={label}>
      {socials.map((social) => (
        <li key={social.id}>
          <a className={s.link[tone]} href={social.url} target="_blank" rel="noopener noreferrer" aria-label={social.network}>
            <SocialIcon network={social.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
