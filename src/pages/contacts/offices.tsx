import { Trans } from '@lingui/react/macro';
import { useSiteData } from '../../data/site-data';
import { translation } from '../../domain/content/translate';
import { useLocale } from '../../i18n/use-locale';
import { ClockIcon } from '../../ui/icons/clock';
import { MapPinIcon } from '../../ui/icons/map-pin';
import { visuallyHidden } from '../../ui/container.css';
import { officePhoneLink } from '../../domain/phone-links';
import * as s from './contacts.css';

const mapUrl = (lat: number, lng: number) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;

/** The two offices (also listed in the footer): address, hours, numbers and a map link. */
export function Offices() {
  const locale = useLocale();
  const { offices } = useSiteData();
  if (offices.length === 0) return null;
  return (
    <section className={s.block} aria-labelledby="contacts-offices">
      <h2 id="contacts-offices" className={s.h2}>
        <Trans>Offices</Trans>
      </h2>
      <ul className={s.cards}>
        {offices.map((office) => {
          const tr = translation(office.translations, locale);
          return (
            <li key={office.id} className={s.card}>
              <h3 className={s.cardTitle}>{tr.name}</h3>
              <address className={s.facts}>
                <span className={s.fact}>
                  <MapPinIcon className={s.factIcon} />
                  <span>{tr.address}</span>
                </span>
                <span className={s.fact}>
                  <ClockIcon className={s.factIcon} />
                  <span>{tr.hours}</span>
                </span>
              </address>
              <ul className={s.links}>
                {office.phones.map((text) => {
                  const link = officePhoneLink(text);
                  return (
                    <li key={text}>
                      <a className={s.phone} href={link.href}>
                        {link.label}
                      </a>
                    </li>
                  );
                })}
              </ul>
              {/* The name starts with the visible words (label in name), then says which office. */}
              <a className={s.mapLink} href={mapUrl(office.lat, office.lng)} target="_blank" rel="noopener noreferrer">
                <Trans>Show on the map</Trans>
                <span className={visuallyHidden}>: {tr.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
