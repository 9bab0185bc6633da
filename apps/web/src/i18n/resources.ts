/** All bundled translations (no HTTP backend). Plain data: safe to import from node tests. */
import type { Locale } from '@staffhub/domain';
import { en, type Messages } from './locales/en';
import { ja } from './locales/ja';
import { vi } from './locales/vi';

export type { Messages };

export const resources: Record<Locale, Messages> = { ja, en, vi };

export { LANGUAGE_LABELS } from './locale';
