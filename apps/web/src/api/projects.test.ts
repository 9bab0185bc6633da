import { describe, expect, it } from 'vitest';
import { fileApiPath, fileSrc, listParams, multipartBody, projectLabelKey, projectLabels } from './projects';

describe('the projects API helpers', () => {
  it('labels any path the API names, list items by their field', () => {
    expect(projectLabelKey('name')).toBe('projects.fields.name');
    expect(projectLabelKey('plans.3.end_date')).toBe('projects.fields.plan_end_date');
    expect(projectLabelKey('employees.0.bonus')).toBe('projects.fields.activity_bonus');
    expect(projectLabelKey('members.12.effort_default')).toBe('projects.fields.member_effort_default');
    const labels = projectLabels(['payments.1.percentage']);
    expect(labels['payments.1.percentage']).toBe('projects.fields.payment_percentage');
    // The `other` of a date rule is a top-level field.
    expect(labels.start_date).toBe('projects.fields.start_date');
  });

  it('loads files from the url the API gives, with or without its /api prefix', () => {
    expect(fileSrc('/api/projects/1/files/2')).toBe('/api/projects/1/files/2');
    expect(fileSrc('/projects/1/files/2')).toBe('/api/projects/1/files/2');
    expect(fileApiPath('/api/projects/1/files/2')).toBe('/projects/1/files/2');
  });

  it('leaves empty filters out of the list query', () => {
    expect(listParams({ page: 1, perpage: 50, q: '', status: undefined, manager_id: 3 })).toEqual({
      page: 1,
      perpage: 50,
      manager_id: 3,
    });
  });

  it('sends a multipart body as a JSON payload part and the files under their names', async () => {
    const a = new File(['a'], 'a.png', { type: 'image/png' });
    const b = new File(['b'], 'b.png', { type: 'image/png' });
    const body = multipartBody(
      { title: 'Kick-off', employees: [{ employee_id: 1, bonus: 5 }] },
      {
        images: [a, b],
        file: null,
      },
    );
    expect(JSON.parse(String(body.get('payload')))).toEqual({
      title: 'Kick-off',
      employees: [{ employee_id: 1, bonus: 5 }],
    });
    expect(body.getAll('images').map((f) => (f as File).name)).toEqual(['a.png', 'b.png']);
    expect(body.has('file')).toBe(false);
  });
});
