import { Trans, useLingui } from '@lingui/react/macro';
import { useSiteData } from '../../data/site-data';
import { MailIcon, PhoneIcon } from '../../ui/icons';
import { Modal } from '../../ui/modal';
import * as s from './vacancies.css';

/**
 * How to apply, until the application form arrives: write (the vacancy title as the subject)
 * or call. The address and numbers are the site's own (settings and phones in content).
 */
export function ApplyModal({ open, onClose, vacancyTitle }: { open: boolean; onClose: () => void; vacancyTitle: string }) {
  const { t } = useLingui();
  const { settings, phones } = useSiteData();
  const email = settings?.support_email;
  return (
    <Modal open={open} onClose={onClose} title={t`Apply for this vacancy`} closeLabel={t`Close`}>
      <p className={s.modalText}>
        <Trans>
          Send us your CV or simply tell us about yourself: mention the vacancy “{vacancyTitle}”, and we will contact you by phone or e-mail, usually within a few working days.
        </Trans>
      </p>
      <ul className={s.contacts}>
        {email && (
          <li>
            <a className={s.contact} href={`mailto:${email}?subject=${encodeURIComponent(vacancyTitle)}`}>
              <MailIcon />
              <span>
                <Trans>Write to</Trans> {email}
              </span>
            </a>
          </li>
        )}
        {phones.map((p) => (
          <li key={p.id}>
            <a className={s.contact} href={`tel:+38${p.code}${p.number.replace(/-/g, '')}`}>
              <PhoneIcon />
              <span>
                <Trans>Call</Trans> ({p.code}) {p.number}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
