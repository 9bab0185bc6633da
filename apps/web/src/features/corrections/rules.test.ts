import { EVIDENCE_MAX_BYTES } from '@staffhub/domain';
import { describe, expect, it } from 'vitest';
import {
  buildCorrectionFormData,
  canBulkSelect,
  correctionRowFacts,
  decisionButtons,
  EVIDENCE_ACCEPT,
  entryStatusKey,
  evidenceProblem,
  evidenceSlots,
  lacksApprovers,
  requestStatusKey,
  toEvidenceEntries,
  workDateFromQuery,
} from './rules';

describe('approval buttons', () => {
  it('lets the manager approve (2) or reject (3) with the reject title', () => {
    const { positive, negative } = decisionButtons(false);
    expect(positive).toMatchObject({ status: 2, label: 'corrections.approve.approve' });
    expect(negative).toMatchObject({
      status: 3,
      label: 'corrections.approve.reject',
      title: 'corrections.approve.rejectTitle',
    });
  });

  it('lets the administrator confirm (2) or offer (5) with the offer title', () => {
    const { positive, negative } = decisionButtons(true);
    expect(positive).toMatchObject({ status: 2, label: 'corrections.approve.confirm' });
    expect(negative).toMatchObject({
      status: 5,
      label: 'corrections.approve.offer',
      title: 'corrections.approve.offerTitle',
    });
  });
});

describe('status labels', () => {
  it('shows 4 (waiting again) as pending and 5 as offer', () => {
    expect([1, 2, 3, 4, 5].map(entryStatusKey)).toEqual([
      'pending',
      'approved',
      'rejected',
      'pending',
      'offer',
    ]);
  });

  it('reads the request status as pending, approved or rejected', () => {
    expect([1, 2, 3, 9].map(requestStatusKey)).toEqual(['pending', 'approved', 'rejected', 'pending']);
  });
});

const entry = (level: number, status = 1) => ({
  level,
  approved_by: level,
  approve_name: `A${level}`,
  approve_avatar: null,
  status,
  comment: null,
  action_at: null,
  on_behalf_of: null,
  escalated_from: null,
});

describe('request rules', () => {
  it("reads the domain's lacking approvers on the item's entries", () => {
    expect(lacksApprovers({ request_approve: [entry(1)] })).toBe(true);
    expect(lacksApprovers({ request_approve: [entry(1), entry(2)] })).toBe(false);
  });

  it('selects rows for bulk approval only while they wait for the viewer', () => {
    expect(canBulkSelect({ status: 1, status_approval_person: 1 })).toBe(true);
    expect(canBulkSelect({ status: 1, status_approval_person: 4 })).toBe(true);
    expect(canBulkSelect({ status: 1, status_approval_person: 2 })).toBe(false);
    expect(canBulkSelect({ status: 1, status_approval_person: null })).toBe(false);
    expect(canBulkSelect({ status: 2, status_approval_person: 1 })).toBe(false);
  });

  it('lists the stored evidence images by slot', () => {
    expect(evidenceSlots({ img_evidence: '/a/1', img_evidence2: null })).toEqual([{ slot: 1, url: '/a/1' }]);
    expect(evidenceSlots({ img_evidence: '/a/1', img_evidence2: '/a/2' })).toEqual([
      { slot: 1, url: '/a/1' },
      { slot: 2, url: '/a/2' },
    ]);
  });
});

describe('evidence checks', () => {
  const file = (name: string, size = 1000, type = 'image/png') => ({ name, size, type });

  it('accepts png, jpg and jpeg up to 2000 KB', () => {
    expect(evidenceProblem(file('a.png'), 0)).toBeNull();
    expect(evidenceProblem(file('b.JPG', 10, 'image/jpeg'), 0)).toBeNull();
    expect(evidenceProblem(file('c.jpeg', EVIDENCE_MAX_BYTES, 'image/jpeg'), 1)).toBeNull();
    expect(EVIDENCE_ACCEPT).toBe('.png,.jpg,.jpeg');
  });

  it('refuses other types, by name or by type', () => {
    expect(evidenceProblem(file('a.gif', 10, 'image/gif'), 0)).toBe('type');
    expect(evidenceProblem(file('a.png', 10, 'application/pdf'), 0)).toBe('type');
    expect(evidenceProblem(file('png', 10, ''), 0)).toBe('type');
  });

  it('refuses files over 2000 KB and a third image', () => {
    expect(evidenceProblem(file('a.png', EVIDENCE_MAX_BYTES + 1), 0)).toBe('size');
    expect(evidenceProblem(file('a.png'), 2)).toBe('count');
  });
});

describe('multipart body', () => {
  const input = {
    work_date: '2026-11-20',
    manager_id: 3,
    admin_id: 7,
    start_time_request: '08:00',
    end_time_request: '17:30',
    reason: 'Forgot to check out',
  };

  it('sends the fields and the new images as img_evidence[]', () => {
    const image = new Blob(['x'], { type: 'image/png' });
    const data = buildCorrectionFormData(input, [{ kind: 'new', file: image, name: 'proof.png' }]);
    expect(data.get('work_date')).toBe('2026-11-20');
    expect(data.get('manager_id')).toBe('3');
    expect(data.get('admin_id')).toBe('7');
    expect(data.get('start_time_request')).toBe('08:00');
    expect(data.get('end_time_request')).toBe('17:30');
    expect(data.get('reason')).toBe('Forgot to check out');
    const files = data.getAll('img_evidence[]');
    expect(files).toHaveLength(1);
    expect((files[0] as File).name).toBe('proof.png');
    expect(data.getAll('keep_images[]')).toEqual([]);
  });

  it('sends keep_images[] for the stored images kept on update', () => {
    const image = new Blob(['y'], { type: 'image/jpeg' });
    const data = buildCorrectionFormData(
      input,
      [
        { kind: 'stored', slot: 2 },
        { kind: 'new', file: image, name: 'new.jpg' },
      ],
      { update: true },
    );
    expect(data.getAll('keep_images[]')).toEqual(['2']);
    expect(data.getAll('img_evidence[]')).toHaveLength(1);
  });

  it('turns the picker entries into stored slots and new files', () => {
    const blob = new Blob(['z']);
    expect(
      toEvidenceEntries([
        { uid: 'stored-1', name: 'saved' },
        { uid: 'rc-upload-1', name: 'n.png', originFileObj: blob },
        { uid: 'rc-upload-2', name: 'lost.png' },
      ]),
    ).toEqual([
      { kind: 'stored', slot: 1 },
      { kind: 'new', file: blob, name: 'n.png' },
    ]);
  });
});

describe('work_date query', () => {
  it('takes a real day not after today', () => {
    expect(workDateFromQuery('2026-11-20', '2026-12-02')).toBe('2026-11-20');
    expect(workDateFromQuery('2026-12-02', '2026-12-02')).toBe('2026-12-02');
  });

  it('ignores future, malformed and impossible dates', () => {
    expect(workDateFromQuery('2026-12-03', '2026-12-02')).toBeNull();
    expect(workDateFromQuery('20/11/2026', '2026-12-02')).toBeNull();
    expect(workDateFromQuery('2026-02-30', '2026-12-02')).toBeNull();
    expect(workDateFromQuery(null, '2026-12-02')).toBeNull();
  });
});

describe('correctionRowFacts: the row actions of the approval list', () => {
  const MANAGER = 7;
  const ADMIN = 8;
  const row = (status: number, manager: number, admin?: number) => {
    const entries = [{ level: 1, approverId: MANAGER, status: manager }];
    if (admin !== undefined) entries.push({ level: 2, approverId: ADMIN, status: admin });
    return {
      status,
      request_approve: entries.map((e) => ({
        level: e.level,
        approved_by: e.approverId,
        approve_name: '',
        approve_avatar: null,
        status: e.status,
        comment: null,
        action_at: null,
        on_behalf_of: null,
        escalated_from: null,
      })),
    };
  };
  it.each([
    ['the manager, first', row(1, 1, 1), MANAGER, { asAdmin: false }],
    ['the administrator waits for the manager', row(1, 1, 1), ADMIN, null],
    ['the administrator, after the manager', row(1, 2, 1), ADMIN, { asAdmin: true }],
    ['the administrator, waiting again', row(1, 2, 4), ADMIN, { asAdmin: true }],
    ['the manager once approved', row(1, 2, 1), MANAGER, null],
    ['settled', row(2, 2, 2), ADMIN, null],
    ['lacks the administrator', row(1, 1), MANAGER, null],
    ['viewer unknown', row(1, 1, 1), undefined, null],
  ])('%s', (_label, item, viewer, expected) => {
    const facts = correctionRowFacts(item, viewer);
    expect(facts && { asAdmin: facts.acts_as_admin }).toEqual(expected);
    if (facts) expect(facts.can_approve && !facts.lacks_approvers).toBe(true);
  });
});
