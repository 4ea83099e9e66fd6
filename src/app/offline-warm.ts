/**
 * The one declared list of content the service worker caches when it installs, so these
 * pages render offline even if never visited. Later features add their queries here.
 */
import { contentUrl } from '../data/content-url';
import type { QueryDef } from '../data/query-def';
import { siteQueries } from '../data/site-queries';
import { businessQueries } from '../pages/business/queries';
import { contactsQueries } from '../pages/contacts/queries';
import { contractsQueries } from '../pages/contracts/queries';
import { coverQueries } from '../pages/cover/queries';
import { faqQueries } from '../pages/faq/queries';
import { guideQueries } from '../pages/guides/queries';
import { homeQueries } from '../pages/home/queries';
import { newsQueries } from '../pages/news/queries';
import { privacyQueries } from '../pages/privacy-policy/queries';
import { salesQueries } from '../pages/sales/queries';
import { vacancyQueries } from '../pages/vacancies/queries';
import { speedTestQueries } from '../pages/speed-test/queries';
import { tariffQueries } from '../data/tariff-queries';
import { constructorQueries } from '../pages/tariffs/constructor/queries';
import { tvQueries } from '../pages/tv/queries';
import { paymentQueries } from '../pages/payments/queries';
import { servicesQueries } from '../pages/services/queries';

const warmed: QueryDef[] = [
  ...Object.values(siteQueries),
  ...Object.values(homeQueries),
  // Setup guides and the FAQ: what a subscriber reads when the line is down.
  ...Object.values(faqQueries),
  ...Object.values(guideQueries),
  // News (notices of works and emergencies) and promotions: small, and read at any time.
  ...Object.values(newsQueries),
  ...Object.values(salesQueries),
  ...Object.values(vacancyQueries),
  // Contacts: whom to call when the line is down.
  ...Object.values(contactsQueries),
  // The legal documents (the contract, the rules): every /contracts page renders from one answer.
  ...Object.values(contractsQueries),
  // The coverage map: the localities and the address check answer offline.
  ...Object.values(coverQueries),
  // The speed test cannot run offline, but its page (with the results kept on the device) opens.
  ...Object.values(speedTestQueries),
  // Every tariff, locality and the shared terms: each /tariffs/... page renders from these three.
  ...Object.values(tariffQueries),
  // Business tariffs: a page of the tariffs the offline page promises.
  ...Object.values(businessQueries),
  // The privacy policy: every form's consent box and the cookie notice link to it.
  ...Object.values(privacyQueries),
  // The tariff constructor's rules, so /tariffs counts a total offline too.
  ...Object.values(constructorQueries),
  // TV tariffs, the channel list, the partners and the TV figures: /tv, /sweet-tv, /megogo and
  // their comparisons render from these five answers.
  ...Object.values(tvQueries),
  // Additional services and how to pay (the cash points): asked about when the line is down.
  ...Object.values(servicesQueries),
  ...Object.values(paymentQueries),
];

export function warmUrls(): string[] {
  return warmed.map((q) => contentUrl(q.collection, q.query));
}
