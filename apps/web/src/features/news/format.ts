import type { NewsCategory } from '@staffhub/domain';
import dayjs from 'dayjs';
import '../../lib/dates';

/** A category's name in the reader's language (English when the language is unknown). */
export function categoryName(c: NewsCategory | undefined, language: string): string {
  if (!c) return '';
  if (language.startsWith('ja')) return c.name_ja;
  if (language.startsWith('vi')) return c.name_vi;
  return c.name_en;
}

/** DD/MM/YYYY (SPEC 9), in the company's zone when known. */
export function newsDate(iso: string | null, timeZone?: string | null): string {
  if (!iso) return '';
  const v = dayjs(iso);
  return (timeZone ? v.tz(timeZone) : v).format('DD/MM/YYYY');
}

/** DD/MM/YYYY HH:mm, in the company's zone when known. */
export function newsDateTime(iso: string | null, timeZone?: string | null): string {
  if (!iso) return '';
  const v = dayjs(iso);
  return (timeZone ? v.tz(timeZone) : v).format('DD/MM/YYYY HH:mm');
}

export const NEWS_READ_PATH = '/news/show-news';
export const NEWS_MANAGE_PATH = '/news';
export const newsReadPath = (id: number) => `${NEWS_READ_PATH}?id=${id}`;
