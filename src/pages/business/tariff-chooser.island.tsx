/** The business tariff chooser: an island of /tariffs/business, woken by the first touch. */
export { TariffChooser as default } from './tariff-chooser';
