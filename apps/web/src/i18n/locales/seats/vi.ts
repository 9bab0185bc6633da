import type { seatsEn } from './en';

export const seatsVi: typeof seatsEn = {
  title: '',
};
