/** All bundled translations (no HTTP backend). Plain data: safe to import from node tests. */
import type { Locale } from '@staffhub/domain';
import { checkpointEn } from './locales/checkpoint/en';
import { checkpointJa } from './locales/checkpoint/ja';
import { checkpointVi } from './locales/checkpoint/vi';
import { en, type Messages } from './locales/en';
import { ja } from './locales/ja';
import { newsEn } from './locales/news/en';
import { newsJa } from './locales/news/ja';
import { newsVi } from './locales/news/vi';
import { seatsEn } from './locales/seats/en';
import { seatsJa } from './locales/seats/ja';
import { seatsVi } from './locales/seats/vi';
import { skillsEn } from './locales/skills/en';
import { skillsJa } from './locales/skills/ja';
import { skillsVi } from './locales/skills/vi';
import { vi } from './locales/vi';
import { voteEn } from './locales/vote/en';
import { voteJa } from './locales/vote/ja';
import { voteVi } from './locales/vote/vi';

/** An area's texts (fetched with its screens, see AREA_TEXTS) under its key. */
type WithAreas = Messages & {
  checkpoint: typeof checkpointEn;
  skills: typeof skillsEn;
  news: typeof newsEn;
  seats: typeof seatsEn;
  vote: typeof voteEn;
};

export type { Messages };

/** Every text of every language: the language's file and each area's. */
export const resources: Record<Locale, WithAreas> = {
  ja: {
    ...ja,
    checkpoint: checkpointJa,
    skills: skillsJa,
    news: newsJa,
    seats: seatsJa,
    vote: voteJa,
  },
  en: {
    ...en,
    checkpoint: checkpointEn,
    skills: skillsEn,
    news: newsEn,
    seats: seatsEn,
    vote: voteEn,
  },
  vi: {
    ...vi,
    checkpoint: checkpointVi,
    skills: skillsVi,
    news: newsVi,
    seats: seatsVi,
    vote: voteVi,
  },
};

export { LANGUAGE_LABELS } from './locale';
