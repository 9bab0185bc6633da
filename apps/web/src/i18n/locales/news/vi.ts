import type { newsEn } from './en';

export const newsVi: typeof newsEn = {
  title: '',
};
