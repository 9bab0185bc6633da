import type { voteEn } from './en';

export const voteVi: typeof voteEn = {
  title: '',
};
