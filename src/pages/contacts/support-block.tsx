import { Trans, useLingui } from '@lingui/react/macro';
import type { PhoneOperator } from '../../domain/content/site';
import { useSiteData } from '../../data/site-data';
import { ChatIcon } from '../../ui/icons/chat';
import { TelegramIcon } from '../../ui/icons/telegram';
import { ViberIcon } from '../../ui/icons/viber';
import { SocialLinks } from '../../ui/social-links';
import { SupportContacts } from '../../ui/support-contacts';
import * as s from './contacts.css';

/** Round-the-clock support: the hours, the numbers to call, the chat, the bots and the mailbox. */
export function SupportBlock() {
  const { t } = useLingui();
  const { settings, socials } = useSiteData();
  const operator: Record<PhoneOperator, string> = { city: t`landline`, kyivstar: t`Kyivstar`, vodafone: 'Vodafone', lifecell: 'lifecell' };
  return (
    <section className={s.support} aria-labelledby="contacts-support">
      <div className={s.supportCall}>
        <h2 id="contacts-support" className={s.h2}>
          <Trans>Support service</Trans>
        </h2>
        <SupportContacts
          hours={<Trans>Every day, 0:00–24:00</Trans>}
          phonesLabel={t`Support phone numbers`}
          classes={{ hours: s.hours, hoursIcon: s.hoursIcon, phones: s.phones, phoneItem: s.phoneItem, phone: s.bigPhone, mail: s.mail }}
          afterPhone={(p) => <span className={s.operator}>{operator[p.operator]}</span>}
        />
      </div>
      {settings && (
        <div className={s.supportWrite}>
          <h3 className={s.h3}>
            <Trans>Write to us</Trans>
          </h3>
          <p className={s.muted}>
            <Trans>The online chat and our bots also answer at any hour.</Trans>
          </p>
          <div className={s.channels}>
            <a className={s.chatButton} href={settings.support_chat_url} target="_blank" rel="noopener noreferrer">
              <ChatIcon />
              <Trans>Online chat</Trans>
            </a>
            <a className={s.channel} href={settings.telegram_bot_url} target="_blank" rel="noopener noreferrer">
              <TelegramIcon />
              <Trans>Telegram bot</Trans>
            </a>
            <a className={s.channel} href={settings.viber_bot_url} target="_blank" rel="noopener noreferrer">
              <ViberIcon />
              <Trans>Viber bot</Trans>
            </a>
          </div>
          {socials.length > 0 && (
            <>
              <h3 className={s.h3}>
                <Trans>Social networks</Trans>
              </h3>
              <SocialLinks socials={socials} tone="light" />
            </>
          )}
        </div>
      )}
    </section>
  );
}
