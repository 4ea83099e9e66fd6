import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useSiteData } from '../../data/site-data';
import { MailIcon } from '../../ui/icons/mail';
import { PhoneIcon } from '../../ui/icons/phone';
import { Modal } from '../../ui/modal';
import { ApplyFormPart } from '../../ui/part-slot';
import * as s from './vacancies.css';
import { phoneHref } from '../../domain/phone-link';

/**
 * The application form (with the resume), and the other ways to apply: write (the vacancy
 * title as the subject) or call. The address and numbers are the site's own (settings and phones).
 */
export function ApplyModal({
  open,
  onClose,
  vacancyId,
  vacancyTitle,
  returnTo,
}: {
  open: boolean;
  onClose: () => void;
  vacancyId: number;
  vacancyTitle: string;
  returnTo: string;
}) {
  const { t } = useLingui();
  const { settings, phones } = useSiteData();
  const email = settings?.support_email;
  return (
    <Modal open={open} onClose={onClose} title={t`Apply for this vacancy`} closeLabel={t`Close`}>
      <p className={s.modalText}>{vacancyTitle}</p>
      {open && (
        <Suspense fallback={<p className={s.modalText}>…</p>}>
          <ApplyFormPart vacancyId={vacancyId} vacancyTitle={vacancyTitle} returnTo={returnTo} onDone={onClose} />
        </Suspense>
      )}
      <p className={s.modalText}>
        <Trans>Or write to us or call, mentioning the vacancy: we usually answer within a few working days.</Trans>
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
            <a className={s.contact} href={phoneHref(p)}>
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
