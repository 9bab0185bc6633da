import { ID_MAX } from './limits';

/**
 * News's bounds, statuses and URLs without zod (issue #18): the dashboard's widget imports these,
 * and a module with zod schemas would bring zod into the dashboard's first load.
 */

export const NEWS_LIMITS = {
  title: 200,
  summary: 500,
  /** The editor's HTML as sent (before the server's sanitizer), in characters. */
  body: 200_000,
  /** Page sizes: readers and managers alike. */
  perPageMax: 50,
  perPageDefault: 10,
  /** Uploaded images, checked by content (png / jpeg). */
  imageBytes: 2000 * 1024,
  /** Newest items the dashboard shows. */
  dashboard: 5,
  /** How far ahead an item may be scheduled, in days from now. */
  scheduleMaxDays: 366,
} as const;

export const NEWS_PUBLISH = ['draft', 'now', 'at'] as const;
export type NewsPublish = (typeof NEWS_PUBLISH)[number];

export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** Where an uploaded news image is served; the sanitizer keeps only `img` sources of this form. */
export const newsImageUrl = (id: number) => `/api/news/images/${id}`;
/** The image id of an own news image URL (relative, exactly as `newsImageUrl` writes it), else null. */
export function newsImageIdOf(src: string): number | null {
  const m = /^\/api\/news\/images\/([1-9][0-9]{0,9})$/.exec(src);
  if (!m) return null;
  const id = Number(m[1]);
  return id <= ID_MAX ? id : null;
}
