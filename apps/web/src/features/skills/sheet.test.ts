import { describe, expect, it } from 'vitest';
import { skillsEn } from '../../i18n/locales/skills/en';
import { translatorOf } from '../../i18n/translator';
import {
  changeCount,
  type DraftLine,
  draftErrors,
  errorsBySkill,
  formatYears,
  groupByType,
  rankLabel,
  rankOptions,
  sheetWideErrors,
  skillFieldText,
  skillLabelKey,
} from './sheet';

/** The skills texts and the few shared validation texts the sheet uses. */
const tr = translatorOf({
  skills: skillsEn,
  validation: {
    required: '{{field}} is required.',
    min_value: '{{field}} must be at least {{min}}.',
    max_value: '{{field}} must be at most {{max}}.',
    enum: '{{field}} is not an allowed value.',
    invalid: '{{field}} is invalid.',
  },
  errors: { '4338': 'This type already has a skill with this name.', default: 'An error has occurred.' },
  fields: { field: 'This field' },
});

const line = (
  skill_id: number,
  type: DraftLine['type'],
  rank: number | null,
  years: number | null,
): DraftLine => ({
  skill_id,
  type,
  name: `Skill ${skill_id}`,
  rank,
  years,
});

describe('the sheet by type', () => {
  it('groups lines in the catalogue order of types and leaves empty types out', () => {
    const groups = groupByType([line(1, 'tool', 3, 2), line(2, 'language', 4, 3), line(3, 'tool', 2, 1)]);
    expect(groups.map((g) => [g.type, g.lines.map((l) => l.skill_id)])).toEqual([
      ['language', [2]],
      ['tool', [1, 3]],
    ]);
  });

  it('shows each rank with what SPEC 9 says it means', () => {
    expect(rankOptions(tr).map((o) => o.label)).toEqual([
      '0 – Unknown',
      '1 – No experience',
      '2 – Under 1 year',
      '3 – 1–2 years (junior)',
      '4 – 3–5 years (middle / senior)',
      '5 – Over 5 years (senior)',
    ]);
    expect(rankLabel(tr, 9)).toBe('9');
  });

  it('writes years with one decimal at most, in the reader’s language', () => {
    expect(formatYears(2.5)).toBe('2.5');
    expect(formatYears(3)).toBe('3');
    expect(formatYears(2.5, 'vi')).toBe('2,5');
  });
});

describe('the draft', () => {
  const stored = [
    { skill_id: 1, rank: 3, years: 2 },
    { skill_id: 2, rank: 4, years: 4 },
  ];
  it.each([
    ['nothing changed', [line(1, 'tool', 3, 2), line(2, 'tool', 4, 4)], 0],
    ['a rank changed', [line(1, 'tool', 4, 2), line(2, 'tool', 4, 4)], 1],
    ['a line removed', [line(1, 'tool', 3, 2)], 1],
    ['years cleared and a line removed', [line(1, 'tool', 3, null)], 2],
  ] as const)('counts the changes: %s', (_, draft, count) => {
    expect(changeCount(stored, draft)).toBe(count);
  });

  it('checks each line with the route’s schema and each skill once, by line index', () => {
    const errors = draftErrors([line(1, 'tool', 3, 100), line(2, 'tool', 6, 1.55), line(1, 'tool', 3, null)]);
    const rules = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((e) => e.rule)]));
    expect(rules).toEqual({
      'skills.0.years': ['max_value'],
      'skills.1.rank': ['enum'],
      'skills.1.years': ['decimals'],
      'skills.2.years': ['required'],
      'skills.2.skill_id': ['distinct'],
    });
    expect(draftErrors([line(1, 'tool', 0, 0.1), line(2, 'japanese', 5, 99.9)])).toEqual({});
  });

  it('puts the server’s problems on the skill of the line they name', () => {
    const sent = [{ skill_id: 7 }, { skill_id: 9 }];
    const byLine = errorsBySkill(
      {
        'skills.1.years': [{ rule: 'max_value', message: 'x', params: { max: 99.9 } }],
        'skills.0.skill_id': [{ rule: 'invalid', message: 'Unknown skill.' }],
        'skills.5.rank': [{ rule: 'enum', message: 'not sent' }],
        skills: [{ rule: 'max_value', message: 'too many', params: { max: 200 } }],
      },
      sent,
    );
    expect([...byLine.entries()].map(([id, e]) => [id, Object.keys(e)])).toEqual([
      [9, ['years']],
      [7, ['skill_id']],
    ]);
    expect(sheetWideErrors({ skills: [{ rule: 'max_value', message: 'm' }], 'skills.0.rank': [] })).toEqual([
      ['skills', { rule: 'max_value', message: 'm' }],
    ]);
  });
});

describe('the texts of a problem', () => {
  it.each([
    [
      'skills.3.years',
      { rule: 'max_value', message: '', params: { max: 99.9 } },
      'Years of experience must be at most 99.9.',
    ],
    [
      'skills.3.years',
      { rule: 'min_value', message: '', params: { min: 0.1 } },
      'Years of experience must be at least 0.1.',
    ],
    [
      'skills.3.years',
      { rule: 'decimals', message: '', params: { max: 1 } },
      'Years of experience may have at most one decimal (for example 2.5).',
    ],
    ['skills.3.skill_id', { rule: 'distinct', message: '' }, 'This skill is already on the sheet.'],
    ['skills.0.rank', { rule: 'required', message: '' }, 'Rank is required.'],
    [
      'name',
      { rule: 'code', message: '', params: { code: 4338 } },
      'This type already has a skill with this name.',
    ],
  ])('%s %j', (field, error, text) => {
    expect(skillFieldText(tr, field, error)).toBe(text);
  });

  it('labels any path by its last field', () => {
    expect(skillLabelKey('skills.12.years')).toBe('skills.fields.years');
    expect(skillLabelKey('removed_skill_ids.0')).toBe('skills.fields.removed_skill_ids');
    expect(skillLabelKey('name')).toBe('skills.fields.name');
  });
});
