import type { Type } from 'arktype';
import { AddressUnit } from './address-units';
import { BusinessCustomer, BusinessService, BusinessTariff, BusinessTestimonial } from './business';
import { Cover } from './cover';
import { Department } from './departments';
import { DocumentCategory } from './documents';
import { Advantage, Category, FooterLink, Office, Phone, RouteUrl, Settings, Slide, Social } from './site';
import { Faq, FaqCategory } from './faq';
import { Guide } from './guides';
import { News } from './news';
import { PaymentPoint } from './payment-points';
import { Producer, Product } from './products';
import { Sale } from './sales';
import { PrivacyPolicy } from './privacy-policy';
import { Service, ServiceCategory } from './services';
import { InternetTariff, LocalityPage, TariffTerms } from './tariffs';
import { SpeedTestServerItem } from './speedtest';
import { ConstructorItem } from './tariff-constructor';
import { Partner, TvChannel, TvChannelCategory, TvTariff, TvTerms } from './tv';
import { Vacancy, VacancyLookup } from './vacancies';

/**
 * Every content collection the site reads, with the schema each item must satisfy.
 * The server validates content/<name>.json against it at start; the browser uses the
 * inferred types. A new collection is one line here plus its JSON file.
 */
export const collections = {
  route_url: RouteUrl,
  phones: Phone,
  slider: Slide,
  advantages: Advantage,
  offices: Office,
  socials: Social,
  settings: Settings,
  categories: Category,
  footers: FooterLink,
  products: Product,
  producer: Producer,
  cover: Cover,
  speedtest: SpeedTestServerItem,
  faq_category: FaqCategory,
  faq: Faq,
  guides: Guide,
  internet_tariffs: InternetTariff,
  localities: LocalityPage,
  tariff_terms: TariffTerms,
  news: News,
  privacy_policy: PrivacyPolicy,
  partners: Partner,
  payment_points: PaymentPoint,
  sales: Sale,
  services: Service,
  services_category: ServiceCategory,
  tariff_constructor: ConstructorItem,
  tv_channel_categories: TvChannelCategory,
  tv_channels: TvChannel,
  tv_tariffs: TvTariff,
  tv_terms: TvTerms,
  vacancies: Vacancy,
  vacancies_locations: VacancyLookup,
  vacancies_categories: VacancyLookup,
  vacancies_employment_types: VacancyLookup,
  vacancies_experience_types: VacancyLookup,
  vacancies_required_documents: VacancyLookup,
  address_units: AddressUnit,
  business_customers: BusinessCustomer,
  business_services: BusinessService,
  business_tariffs: BusinessTariff,
  business_testimonials: BusinessTestimonial,
  departments: Department,
  document_category: DocumentCategory,
} satisfies Record<string, Type<{ id: number; status: string }>>;

export type CollectionName = keyof typeof collections;

/** Collections that hold one object (Directus singletons): the API answers it, not a list. */
export const singletons: ReadonlySet<CollectionName> = new Set<CollectionName>(['settings']);
export type CollectionItem<C extends CollectionName> = (typeof collections)[C]['infer'];

export function isCollectionName(name: string): name is CollectionName {
  return Object.hasOwn(collections, name);
}
