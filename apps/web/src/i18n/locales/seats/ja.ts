import type { seatsEn } from './en';

export const seatsJa: typeof seatsEn = {
  title: '',
};
