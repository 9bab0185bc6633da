import { describe, expect, it } from 'vitest';
import { NO_ABILITIES, PERIOD, review } from './fixtures';
import { stepNotice } from './notice';

describe('what a review page says about its step', () => {
  it('tells the employee until when the self-assessment is open', () => {
    expect(stepNotice('self', PERIOD, review(), { ...NO_ABILITIES, self: true })).toEqual({
      type: 'info',
      key: 'checkpoint.notice.selfOpen',
      day: '2026-12-06',
    });
  });

  it('says when it was sent, or why it is locked', () => {
    expect(
      stepNotice('self', PERIOD, review({ self_sent_at: '2026-12-01T02:00:00Z' }), NO_ABILITIES),
    ).toMatchObject({
      key: 'checkpoint.notice.sent.self',
      at: '2026-12-01T02:00:00Z',
    });
    expect(stepNotice('self', { ...PERIOD, phase: 'upcoming' }, review(), NO_ABILITIES)?.key).toBe(
      'checkpoint.notice.selfUpcoming',
    );
    expect(stepNotice('self', { ...PERIOD, phase: 'review' }, review(), NO_ABILITIES)).toMatchObject({
      type: 'warning',
      key: 'checkpoint.notice.selfLocked',
    });
    expect(stepNotice('dm', { ...PERIOD, phase: 'closed' }, review({ stage: 2 }), NO_ABILITIES)?.key).toBe(
      'checkpoint.notice.closed',
    );
  });

  it('warns the PM who assesses without a self-assessment', () => {
    expect(
      stepNotice('pm', { ...PERIOD, phase: 'review' }, review(), { ...NO_ABILITIES, pm: true })?.key,
    ).toBe('checkpoint.notice.pmWithoutSelf');
    expect(stepNotice('pm', PERIOD, review({ stage: 1 }), { ...NO_ABILITIES, pm: true })).toBeNull();
  });

  it('says a step is not reached yet, passed, or someone else’s', () => {
    expect(stepNotice('dm', PERIOD, review({ stage: 1 }), NO_ABILITIES)?.key).toBe(
      'checkpoint.notice.notYet',
    );
    expect(stepNotice('dm', PERIOD, review({ stage: 3 }), NO_ABILITIES)?.key).toBe(
      'checkpoint.notice.skipped',
    );
    expect(stepNotice('interview', PERIOD, review({ stage: 3 }), NO_ABILITIES)?.key).toBe(
      'checkpoint.notice.notYours.interview',
    );
  });
});
