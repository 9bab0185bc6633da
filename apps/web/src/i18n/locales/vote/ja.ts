import type { voteEn } from './en';

export const voteJa: typeof voteEn = {
  title: '',
};
