/**
 * GET /api/v1/address_unit/?name=: street suggestions for the connection form and the
 * coverage check, from the address_units collection (the search: src/domain/street-search.ts),
 * in the request's language, at most 20.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../../src/domain/locale';
import { createSuggester } from '../../src/domain/street-search';
import type { ContentStore } from '../content/content-store';
import { requestLocale } from '../request-locale';

export const nameLength = { min: 2, max: 100 } as const;
/** Per address: typing with a short pause sends a few requests a second at most. */
export const suggestionRate = { max: 120, timeWindow: 60_000 } as const;

const messages = {
  missing: { uk: 'Вкажіть назву вулиці в параметрі name', ru: 'Укажите название улицы в параметре name' },
  repeated: { uk: 'Вкажіть параметр name лише один раз', ru: 'Укажите параметр name только один раз' },
  short: { uk: `Назва вулиці має містити щонайменше ${nameLength.min} символи`, ru: `Название улицы должно содержать не менее ${nameLength.min} символов` },
  long: { uk: `Назва вулиці має містити не більше ${nameLength.max} символів`, ru: `Название улицы должно содержать не более ${nameLength.max} символов` },
  rate: { uk: 'Забагато запитів з вашої адреси. Спробуйте за хвилину', ru: 'Слишком много запросов с вашего адреса. Попробуйте через минуту' },
} satisfies Record<string, Record<Locale, string>>;

function refuse(reply: FastifyReply, locale: Locale, key: keyof typeof messages) {
  reply.header('cache-control', 'no-store');
  return reply.code(400).send({ errors: [{ message: messages[key][locale], field: 'name' }] });
}

export function registerAddressUnits(app: FastifyInstance, content: ContentStore): void {
  const suggest = createSuggester(content.items('address_units'));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const locale = requestLocale(request);
    reply.header('vary', 'accept-language');
    const raw = (request.query as Record<string, unknown>).name;
    if (raw === undefined) return refuse(reply, locale, 'missing');
    if (typeof raw !== 'string') return refuse(reply, locale, 'repeated');
    const length = [...raw.trim()].length;
    if (length < nameLength.min) return refuse(reply, locale, 'short');
    if (length > nameLength.max) return refuse(reply, locale, 'long');
    // The same streets for everyone, changing only with a new release of the content.
    reply.header('cache-control', 'public, max-age=300');
    return { data: suggest(raw, locale) };
  };
  const config = {
    rateLimit: {
      ...suggestionRate,
      errorResponseBuilder: (request: FastifyRequest, context: { statusCode: number }) =>
        Object.assign(new Error(messages.rate[requestLocale(request)]), { statusCode: context.statusCode }),
    },
  };
  app.get('/api/v1/address_unit/', { config }, handler);
}
