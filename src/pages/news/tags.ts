/** News tags: their order on the page, which ones are notices, and their names. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { NewsTag } from '../../domain/content/news';

/** Notices first: subscribers come to the news mostly to learn about works and outages. */
export const tagOrder: readonly NewsTag[] = ['technical-works', 'emergency', 'tariffs', 'tv', 'equipment', 'promotions', 'company'];

export const isNoticeTag = (tag: NewsTag) => tag === 'technical-works' || tag === 'emergency';

export const isNewsTag = (value: string | null): value is NewsTag => value !== null && (tagOrder as readonly string[]).includes(value);

export const tagName: Record<NewsTag, MessageDescriptor> = {
  'technical-works': msg`Technical works`,
  emergency: msg`Emergency`,
  tariffs: msg`Tariffs`,
  tv: msg`Television`,
  equipment: msg`Equipment`,
  promotions: msg`Promotions`,
  company: msg`Company news`,
};
