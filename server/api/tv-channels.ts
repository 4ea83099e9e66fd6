/**
 * GET /api/v1/tv_channels/ (the channel list: category, search, provider, tariff, limit, page)
 * and GET /api/v1/tv_channels/categories/ (each category with its count under the same
 * filters), in the Accept-Language language. Every bad parameter gets 400 with the reason.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type ChannelData,
  type ChannelQueryProblem,
  channelLimits,
  channelView,
  countByCategory,
  matchChannels,
  parseChannelQuery,
} from '../../src/domain/tv-channels';
import type { ContentStore } from '../content/content-store';
import { requestLocale } from '../request-locale';
import { type Said, commonProblems, pairsOf } from './query-problems';

const messages: Record<ChannelQueryProblem, Said> = {
  ...commonProblems,
  long: {
    uk: (p) => `Параметр ${p} має містити не більше ${channelLimits.search} символів`,
    ru: (p) => `Параметр ${p} должен содержать не более ${channelLimits.search} символов`,
  },
  range: {
    uk: (p) => (p === 'limit' ? `limit має бути від 1 до ${channelLimits.limit}` : `page має бути від 1 до ${channelLimits.page}`),
    ru: (p) => (p === 'limit' ? `limit должен быть от 1 до ${channelLimits.limit}` : `page должен быть от 1 до ${channelLimits.page}`),
  },
  category: { uk: () => 'Такої категорії каналів немає', ru: () => 'Такой категории каналов нет' },
  provider: { uk: () => 'provider: 1 (SWEET.TV), 2 (MEGOGO) або 3 (ZoriaNet TV)', ru: () => 'provider: 1 (SWEET.TV), 2 (MEGOGO) или 3 (ZoriaNet TV)' },
  tariff: { uk: () => 'Такого ТБ-тарифу немає', ru: () => 'Такого ТВ-тарифа нет' },
};

export function registerTvChannels(app: FastifyInstance, content: ContentStore): void {
  const data: ChannelData = {
    channels: content.items('tv_channels'),
    categories: content.items('tv_channel_categories'),
    tariffs: content.items('tv_tariffs'),
  };

  const read = (request: FastifyRequest, reply: FastifyReply, kind: 'list' | 'categories') => {
    const locale = requestLocale(request);
    reply.header('vary', 'accept-language');
    const pairs = pairsOf(request.url);
    const parsed = pairs ? parseChannelQuery(pairs, data, kind) : ({ ok: false, param: 'query', problem: 'unknown' } as const);
    if (parsed.ok) {
      // The same list for everyone, changing only with a new release of the content.
      reply.header('cache-control', 'public, max-age=300');
      return { locale, query: parsed.query };
    }
    reply.header('cache-control', 'no-store');
    void reply.code(400).send({ errors: [{ message: messages[parsed.problem][locale](parsed.param), field: parsed.param }] });
    return null;
  };

  app.get('/api/v1/tv_channels/', async (request, reply) => {
    const ok = read(request, reply, 'list');
    if (!ok) return reply;
    const { locale, query } = ok;
    const matched = matchChannels(data, query);
    const start = (query.page - 1) * query.limit;
    return {
      data: matched.slice(start, start + query.limit).map((c) => channelView(c, data.categories, locale)),
      meta: { total_count: matched.length, filter_count: matched.length, page: query.page, limit: query.limit },
    };
  });

  app.get('/api/v1/tv_channels/categories/', async (request, reply) => {
    const ok = read(request, reply, 'categories');
    if (!ok) return reply;
    const matched = matchChannels(data, ok.query);
    return { data: countByCategory(data.categories, matched, ok.locale), meta: { total_count: matched.length } };
  });
}
