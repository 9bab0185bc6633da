import type { newsEn } from './en';

export const newsJa: typeof newsEn = {
  title: '',
};
