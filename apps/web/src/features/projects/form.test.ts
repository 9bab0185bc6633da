import { ZProjectInput } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import type { Project } from '../../api/projects';
import {
  namePathOf,
  newProjectValues,
  type ProjectFormValues,
  paymentSum,
  projectErrors,
  SECTIONS,
  toProjectInput,
  valuesOf,
} from './form';

const typed: ProjectFormValues = {
  ...newProjectValues(),
  name: '  Sakura portal ',
  customer_id: 3,
  start_date: '2026-01-05',
  end_date: '2026-12-31',
  manager_id: 7,
  top_id: null,
  contract_value: 12.5,
  customer_top: '   ',
  customer_pm: ' Tanaka ',
  link_document: ' https://docs.example.com/x ',
  description: '',
  plans: [{ name: ' Phase 1 ', start_date: '2026-01-05', end_date: '2026-03-31' }],
  payments: [{ name: 'Deposit', expected_date: '2026-02-01', actual_date: undefined, percentage: 30 }],
  technology_ids: [1, 4],
};

const stored: Project = {
  id: 9,
  code: 'PRJ-0009',
  name: 'Sakura portal',
  customer: { id: 3, name: 'Sakura Inc.' },
  start_date: '2026-01-05',
  end_date: null,
  status: 2,
  type: 3,
  manager: { id: 7, name: 'Pham PM', avatar: null },
  member_count: 4,
  contract_value: 12.5,
  top: { id: 8, name: 'Top', avatar: null },
  leader: null,
  customer_top: null,
  customer_pm: 'Tanaka',
  japan_top: null,
  japan_tech: { id: 11, name: 'Suzuki', avatar: null },
  japan_sale: null,
  plans: [{ name: 'Phase 1', start_date: '2026-01-05', end_date: '2026-03-31' }],
  payments: [{ name: 'Deposit', expected_date: '2026-02-01', actual_date: null, percentage: 30 }],
  link_document: null,
  technologies: [
    { id: 1, name: 'TypeScript' },
    { id: 4, name: 'PostgreSQL' },
  ],
  domain: 'Retail',
  description: null,
  images: [],
  quotations: [],
  updated_at: '2026-01-05T00:00:00Z',
};

/** The first problem of one field (null when fine). */
const projectErrorFor = (field: string, values: ProjectFormValues) =>
  projectErrors(values)[field]?.[0] ?? null;

describe('the project form', () => {
  it('sends texts trimmed, an emptied optional text as null and the lists as typed', () => {
    const input = toProjectInput(typed);
    expect(input).toMatchObject({
      name: 'Sakura portal',
      customer_top: null,
      customer_pm: 'Tanaka',
      link_document: 'https://docs.example.com/x',
      description: null,
      top_id: null,
      leader_id: null,
      plans: [{ name: 'Phase 1', start_date: '2026-01-05', end_date: '2026-03-31' }],
      payments: [{ name: 'Deposit', expected_date: '2026-02-01', actual_date: null, percentage: 30 }],
      technology_ids: [1, 4],
      status: 1,
      type: 1,
    });
    expect(ZProjectInput.safeParse(input).success).toBe(true);
  });

  it('fills the form from a stored project, people and technologies by id', () => {
    const values = valuesOf(stored);
    expect(values).toMatchObject({
      customer_id: 3,
      manager_id: 7,
      top_id: 8,
      leader_id: null,
      japan_tech_id: 11,
      technology_ids: [1, 4],
      status: 2,
      type: 3,
    });
    // What is stored goes back unchanged.
    expect(ZProjectInput.safeParse(toProjectInput(values)).success).toBe(true);
    expect(toProjectInput(values).payments[0]?.actual_date).toBeNull();
  });

  it('covers every field of the input in the sections, the plans and the payments', () => {
    const inSections = [...SECTIONS.flatMap((s) => s.fields), 'plans', 'payments'].sort();
    expect(inSections).toEqual(Object.keys(ZProjectInput.shape).sort());
  });

  it('names the schema problems by their dotted path, list items included', () => {
    const errors = projectErrors({
      ...typed,
      name: ' ',
      customer_id: null,
      plans: [{ name: '', start_date: '2026-02-01' }],
    });
    expect(errors.name?.[0]?.rule).toBe('required');
    expect(errors.customer_id?.[0]?.rule).toBe('required');
    expect(errors['plans.0.name']?.[0]?.rule).toBe('required');
    expect(errors['plans.0.end_date']?.[0]?.rule).toBe('required');
  });

  it('applies the rules across fields: end after start, plans within the project, payments up to 100 %', () => {
    expect(projectErrorFor('end_date', { ...typed, end_date: '2025-12-31' })?.rule).toBe('after_or_equal');
    expect(
      projectErrorFor('plans.0.end_date', {
        ...typed,
        plans: [{ name: 'Late', start_date: '2026-11-01', end_date: '2027-01-31' }],
      })?.rule,
    ).toBe('within_project');
    expect(
      projectErrorFor('plans.0.start_date', {
        ...typed,
        plans: [{ name: 'Early', start_date: '2025-12-01', end_date: '2026-01-31' }],
      })?.rule,
    ).toBe('within_project');
    const payments = [
      { name: 'A', expected_date: '2026-02-01', percentage: 60 },
      { name: 'B', expected_date: '2026-06-01', percentage: 50.5 },
    ];
    expect(projectErrorFor('payments', { ...typed, payments })?.rule).toBe('sum_max');
    expect(projectErrors(typed)).toEqual({});
  });

  it('accepts a link only over http(s) and contract values with two decimals', () => {
    expect(projectErrorFor('link_document', { ...typed, link_document: 'ftp://x.example' })).not.toBeNull();
    expect(projectErrorFor('contract_value', { ...typed, contract_value: 1.234 })?.rule).toBe('decimals');
  });

  it('turns dotted paths into antd name paths with numeric list indexes', () => {
    expect(namePathOf('plans.0.end_date')).toEqual(['plans', 0, 'end_date']);
    expect(namePathOf('name')).toEqual(['name']);
  });

  it('adds up the payment milestones typed so far', () => {
    expect(paymentSum([{ percentage: 33.33 }, { percentage: 33.33 }, null, { percentage: null }])).toBe(
      66.66,
    );
    expect(paymentSum(undefined)).toBe(0);
  });
});
