import { COMPANIES, GENDERS, JAPANESE_LEVELS, JOB_LEVELS, WORK_TYPES } from '@staffhub/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Commons } from '../../api/commons';
import { i18n } from '../../i18n';
import {
  companyOptions,
  companyText,
  companyTextOfCode,
  footOptions,
  genderOptions,
  genderText,
  japaneseLevelOptions,
  japaneseLevelText,
  levelOptions,
  levelText,
  stateOptions,
  workTypeOptions,
  workTypeText,
} from './labels';

const t = i18n.t.bind(i18n);

const commons: Commons = {
  companies: [{ id: 2, code: 'HANOI', name: 'Staffhub Hanoi', time_zone: 'Asia/Ho_Chi_Minh' }],
  divisions: [
    { id: 1, code: 'D1', name: 'Division 1' },
    { id: 2, code: 'D2', name: 'Division 2' },
  ],
  foots: [
    { id: 10, code: 'F1', name: 'Team A', division_id: 1 },
    { id: 11, code: 'F2', name: 'Team B', division_id: 2 },
  ],
};

describe('the fixed lists of a staff record', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });

  it('words each value in English', () => {
    expect(genderOptions(t)).toEqual([
      { value: 1, label: 'Male' },
      { value: 2, label: 'Female' },
    ]);
    expect(workTypeOptions(t).map((o) => o.label)).toEqual(['Internship', 'Part-time', 'Full-time']);
    expect(levelOptions().map((o) => o.label)).toEqual(['Dev1', 'Dev2', 'Dev3', 'Dev4', 'Dev5']);
    expect(japaneseLevelOptions(t).map((o) => o.label)).toEqual(['None', 'N1', 'N2', 'N3', 'N4', 'N5']);
    expect(stateOptions(t)).toEqual([
      { value: 'active', label: 'Active' },
      { value: 'resigned', label: 'Resigned' },
    ]);
  });

  it('offers exactly the domain values', () => {
    expect(genderOptions(t).map((o) => o.value)).toEqual([...GENDERS]);
    expect(workTypeOptions(t).map((o) => o.value)).toEqual([...WORK_TYPES]);
    expect(levelOptions().map((o) => o.value)).toEqual([...JOB_LEVELS]);
    expect(japaneseLevelOptions(t).map((o) => o.value)).toEqual([...JAPANESE_LEVELS]);
    expect(companyOptions(t).map((o) => o.value)).toEqual(COMPANIES.map((c) => c.id));
  });

  it('shows a dash for nothing', () => {
    expect(genderText(t, null)).toBe('–');
    expect(workTypeText(t, undefined)).toBe('–');
    expect(levelText(null)).toBe('–');
    expect(japaneseLevelText(t, null)).toBe('–');
    expect(companyText(t, null)).toBe('–');
  });

  it('names a company as /commons does, else by its translated short name, also by code', () => {
    expect(companyText(t, 2, commons)).toBe('Staffhub Hanoi');
    expect(companyText(t, 1, commons)).toBe('Japan');
    expect(companyTextOfCode(t, 'HANOI', commons)).toBe('Staffhub Hanoi');
    expect(companyTextOfCode(t, 'AI')).toBe('AI');
    expect(companyTextOfCode(t, 'UNKNOWN')).toBe('UNKNOWN');
  });

  it('offers the teams of the chosen division only', () => {
    expect(footOptions(commons, 2)).toEqual([{ value: 11, label: 'Team B' }]);
    expect(footOptions(commons, null).map((o) => o.value)).toEqual([10, 11]);
  });

  it('is translated in Japanese and Vietnamese too', async () => {
    await i18n.changeLanguage('ja');
    expect(genderOptions(t).map((o) => o.label)).toEqual(['男性', '女性']);
    expect(workTypeText(t, 2)).toBe('正社員');
    expect(japaneseLevelText(t, 0)).toBe('なし');
    await i18n.changeLanguage('vi');
    expect(workTypeOptions(t).map((o) => o.label)).toEqual(['Thực tập', 'Bán thời gian', 'Toàn thời gian']);
    expect(japaneseLevelText(t, 3)).toBe('N3');
    await i18n.changeLanguage('en');
  });
});
