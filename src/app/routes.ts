/**
 * The route table: every page of the site with its page module (lazy), loader,
 * title and rules. Paths live in routing/paths.ts (uk as written, ru under /ru); the
 * type makes sure every path has a page here.
 */
import { msg } from '@lingui/core/macro';
import { listParams, shopLists } from '../domain/market/list-params';
import { isLocalityCode, isTariffType } from '../domain/places';
import { lazyPage } from './router/lazy-page';
import type { RouteName } from '../routing/paths';
import type { Loader, RouteConfig } from './router/types';

// Loaders load with their page, not with the app: each is a chunk fetched on navigation.
const loadBusiness: Loader = (ctx) => import('../pages/business/load').then((m) => m.loadBusiness(ctx));
const loadContacts: Loader = (ctx) => import('../pages/contacts/load').then((m) => m.loadContacts(ctx));
const loadContracts: Loader = (ctx) => import('../pages/contracts/load').then((m) => m.loadContracts(ctx));
const loadCover: Loader = (ctx) => import('../pages/cover/load').then((m) => m.loadCover(ctx));
const loadCatalogue: Loader = (ctx) => import('../pages/equipment/load').then((m) => m.loadCatalogue(ctx));
const loadProduct: Loader = (ctx) => import('../pages/equipment/load').then((m) => m.loadProduct(ctx));
const loadFaq: Loader = (ctx) => import('../pages/faq/load').then((m) => m.loadFaq(ctx));
const loadFaqCategory: Loader = (ctx) => import('../pages/faq/load').then((m) => m.loadFaqCategory(ctx));
// Both guide routes share a loader; it must know which index the key belongs to.
const loadGuide =
  (kind: 'setup-pc' | 'routers'): Loader =>
  (ctx) =>
    import('../pages/guides/load').then((m) => m.loadGuide(ctx, kind));
const loadRoutersIndex: Loader = (ctx) => import('../pages/guides/load').then((m) => m.loadRoutersIndex(ctx));
const loadSetupPcIndex: Loader = (ctx) => import('../pages/guides/load').then((m) => m.loadSetupPcIndex(ctx));
const loadHome: Loader = (ctx) => import('../pages/home/load').then((m) => m.loadHome(ctx));
const loadPrivacyPolicy: Loader = (ctx) => import('../pages/privacy-policy/load').then((m) => m.loadPrivacyPolicy(ctx));
const loadNews: Loader = (ctx) => import('../pages/news/load').then((m) => m.loadNews(ctx));
const loadNewsItem: Loader = (ctx) => import('../pages/news/load').then((m) => m.loadNewsItem(ctx));
const loadPayments: Loader = (ctx) => import('../pages/payments/load').then((m) => m.loadPayments(ctx));
const loadSale: Loader = (ctx) => import('../pages/sales/load').then((m) => m.loadSale(ctx));
const loadSales: Loader = (ctx) => import('../pages/sales/load').then((m) => m.loadSales(ctx));
const loadTariffs =
  (which: 'loadTariffs' | 'loadLocalityTariffs'): Loader =>
  (ctx) =>
    import('../pages/tariffs/load').then((m) => m[which](ctx));
const loadServices: Loader = (ctx) => import('../pages/additional/load').then((m) => m.loadServices(ctx));
const loadSpeedTest: Loader = (ctx) => import('../pages/speed-test/load').then((m) => m.loadSpeedTest(ctx));
const loadStoredResult: Loader = (ctx) => import('../pages/speed-test/stored-result-load').then((m) => m.loadStoredResult(ctx));
const loadTv =
  (view: 'tv' | 'megogo' | 'sweet-tv' | 'megogo-compare' | 'sweet-tv-compare'): Loader =>
  (ctx) =>
    import('../pages/tv/load').then((m) => m.loadTvView(ctx, view));
const loadNumber: Loader = (ctx) => import('../pages/forms/registration-load').then((m) => m.loadNumber(ctx));
const loadApplication: Loader = (ctx) => import('../pages/forms/registration-load').then((m) => m.loadApplication(ctx));
const loadVacancies: Loader = (ctx) => import('../pages/vacancies/load').then((m) => m.loadVacancies(ctx));
const loadVacancy: Loader = (ctx) => import('../pages/vacancies/load').then((m) => m.loadVacancy(ctx));

const home = lazyPage('home/home-page');
const notFound = lazyPage('not-found/not-found-page');
const guideIndex = lazyPage('guides/guide-index-page');
const guide = lazyPage('guides/guide-page');
const newsItem = lazyPage('news/news-item-page');
const coverPage = lazyPage('cover/cover-page');
const tariffsPage = lazyPage('tariffs/tariffs-page');
const tvPage = lazyPage('tv/tv-page');
const catalogue = lazyPage('equipment/catalogue-page');
const product = lazyPage('equipment/product-page');
const registration = lazyPage('forms/registration-page');

const isType = (p: Readonly<Record<string, string>>) => isTariffType(p.type);
const isTypeAndCode = (p: Readonly<Record<string, string>>) => isTariffType(p.type) && isLocalityCode(p.code);

export const routes: Record<RouteName, RouteConfig> = {
  home: { page: home, load: loadHome, title: msg`Home internet and TV in Zaporizhzhia`, islands: true },
  call: { page: lazyPage('home/call-page'), load: loadHome, title: msg`Request a call`, islands: true },
  'not-found': { page: notFound, title: msg`Page not found`, status: 404, islands: true },
  additional: { page: lazyPage('additional/additional-page'), load: loadServices, title: msg`Additional services`, islands: true },
  contacts: { page: lazyPage('contacts/contacts-page'), load: loadContacts, title: msg`Contacts`, islands: true },
  contracts: { page: lazyPage('contracts/contracts-page'), load: loadContracts, query: ['id'], title: msg`Legal documents`, islands: true },
  cover: { page: coverPage, load: loadCover, title: msg`Coverage map`, islands: true },
  'cover-city': { page: coverPage, load: loadCover, title: msg`Coverage map`, parent: 'cover', check: (p) => isLocalityCode(p.city), islands: true },
  equipment: { page: catalogue, load: loadCatalogue, query: listParams, queryLists: shopLists, title: msg`Equipment shop`, islands: true },
  'equipment-compare': { page: lazyPage('equipment/compare-page'), title: msg`Product comparison`, parent: 'equipment', islands: true },
  'equipment-category': { page: catalogue, load: loadCatalogue, query: listParams, queryLists: shopLists, title: msg`Shop category`, parent: 'equipment', islands: true },
  'equipment-product': { page: product, load: loadProduct, title: msg`Product`, parent: 'equipment', islands: true },
  // The address promotions link a product with (/equipment/other/41); its canonical is the product's own.
  'equipment-category-product': { page: product, load: loadProduct, title: msg`Product`, parent: 'equipment', islands: true },
  faq: { page: lazyPage('faq/faq-page'), load: loadFaq, query: ['q'], title: msg`Frequently asked questions`, islands: true },
  'faq-category': { page: lazyPage('faq/faq-category-page'), load: loadFaqCategory, query: ['tab'], title: msg`Frequently asked questions`, parent: 'faq', islands: true },
  megogo: { page: tvPage, load: loadTv('megogo'), title: msg`MEGOGO television`, parent: 'tv', islands: true },
  'megogo-compare': { page: tvPage, load: loadTv('megogo-compare'), title: msg`MEGOGO package comparison`, parent: 'megogo', islands: true },
  'sweet-tv': { page: tvPage, load: loadTv('sweet-tv'), title: msg`SWEET.TV television`, parent: 'tv', islands: true },
  'sweet-tv-compare': { page: tvPage, load: loadTv('sweet-tv-compare'), title: msg`SWEET.TV package comparison`, parent: 'sweet-tv', islands: true },
  tv: { page: tvPage, load: loadTv('tv'), title: msg`Television`, islands: true },
  news: { page: lazyPage('news/news-page'), load: loadNews, query: ['tag'], title: msg`News`, islands: true },
  'news-item': { page: newsItem, load: loadNewsItem, query: ['view'], title: msg`News`, parent: 'news', islands: true },
  'news-short': { page: newsItem, load: loadNewsItem, query: ['view'], title: msg`News`, parent: 'news', islands: true },
  'payment-methods': { page: lazyPage('payments/payment-methods-page'), load: loadPayments, title: msg`Payment methods`, islands: true },
  'privacy-policy': { page: lazyPage('privacy-policy/privacy-policy-page'), load: loadPrivacyPolicy, title: msg`Privacy policy`, islands: true },
  registration: { page: registration, load: loadNumber, query: ['number'], title: msg`Online registration`, layout: 'bare', online: true, islands: true },
  'registration-id': {
    page: registration,
    load: loadApplication,
    title: msg`Online registration`,
    layout: 'bare',
    parent: 'registration',
    online: true,
    islands: true,
    check: (p) => /^\d{1,12}$/.test(p.id ?? ''),
  },
  sales: { page: lazyPage('sales/sales-page'), load: loadSales, query: ['tab'], title: msg`Promotions`, islands: true },
  'sales-item': { page: lazyPage('sales/sale-page'), load: loadSale, title: msg`Promotions`, parent: 'sales', islands: true },
  'speed-test': { page: lazyPage('speed-test/speed-test-page'), load: loadSpeedTest, query: ['result', 'start'], title: msg`Speed test`, islands: true },
  'speed-test-result': { page: lazyPage('speed-test/stored-result-page'), load: loadStoredResult, title: msg`Speed test result`, parent: 'speed-test', online: true, islands: true },
  tariffs: { page: tariffsPage, load: loadTariffs('loadTariffs'), title: msg`Tariffs`, islands: true },
  'tariffs-business': { page: lazyPage('business/business-page'), load: loadBusiness, title: msg`Business tariffs`, parent: 'tariffs', islands: true },
  'tariffs-type': { page: tariffsPage, load: loadTariffs('loadTariffs'), title: msg`Tariffs`, parent: 'tariffs', canonical: 'tariffs', check: isType, islands: true },
  'tariffs-type-code': { page: lazyPage('tariffs/locality-page'), load: loadTariffs('loadLocalityTariffs'), title: msg`Tariffs`, parent: 'tariffs', check: isTypeAndCode, islands: true },
  vacancies: { page: lazyPage('vacancies/vacancies-page'), load: loadVacancies, query: ['location', 'category', 'type'], title: msg`Vacancies`, islands: true },
  vacancy: { page: lazyPage('vacancies/vacancy-page'), load: loadVacancy, title: msg`Vacancy`, parent: 'vacancies', islands: true },
  routers: { page: guideIndex, load: loadRoutersIndex, title: msg`Router setup`, islands: true },
  'routers-guide': { page: guide, load: loadGuide('routers'), title: msg`Router setup`, parent: 'routers', islands: true },
  'setup-pc': { page: guideIndex, load: loadSetupPcIndex, title: msg`Computer network setup`, islands: true },
  'setup-pc-guide': { page: guide, load: loadGuide('setup-pc'), title: msg`Computer network setup`, parent: 'setup-pc', islands: true },
  saved: { page: lazyPage('saved/saved-page'), title: msg`Saved for offline`, islands: true },
  referral: { page: home, redirect: 'home', title: msg`Referral programme` },
  'home-type': { page: home, load: loadHome, title: msg`Home internet and TV in Zaporizhzhia`, canonical: 'tariffs', check: isType, islands: true },
  // Its own canonical: the loader names the type and locality in the title, H1 and description.
  'home-type-code': { page: home, load: loadHome, title: msg`Home internet and TV in Zaporizhzhia`, check: isTypeAndCode, islands: true },
};
