/**
 * The correction detail of SPEC 2: request date, created date, manager, administrator, the real and
 * requested check-in / check-out, reason, up to two evidence images and the approver table.
 */
import { CORRECTION_MANAGER_LEVEL } from '@staffhub/domain';
import { Typography } from 'antd';
import type { CorrectionTypes } from '../../../api/corrections';
import { formatDateTime } from '../../../lib/dates';
import type { KindDetail } from '../../../requests/RequestDetail';
import { orderedApprovers } from '../../../requests/rules';
import { formatWorkDate } from '../../timesheets/format';
import { lacksApprovers } from '../rules';
import { CorrectionStatusTag, EntryStatusTag, EvidenceGallery, LacksApproversNotice } from './parts';

export const correctionDetail: KindDetail<CorrectionTypes> = (item, { t, timeZone, shown }) => ({
  // The approval view's flag, else counted from the entries.
  notice: (shown?.lacks_approvers ?? lacksApprovers(item)) && <LacksApproversNotice />,
  facts: [
    { key: 'workDate', value: formatWorkDate(item.work_date), num: true },
    { key: 'createdAt', value: formatDateTime(item.created_at, timeZone), num: true },
    { key: 'manager', value: item.manager_name },
    { key: 'admin', value: item.admin_name },
    { key: 'realIn', value: item.start_time_real, num: true },
    { key: 'realOut', value: item.end_time_real, num: true },
    {
      key: 'requestIn',
      value: item.start_time_request && <strong>{item.start_time_request}</strong>,
      num: true,
      testId: 'correction-request-in',
    },
    {
      key: 'requestOut',
      value: item.end_time_request && <strong>{item.end_time_request}</strong>,
      num: true,
      testId: 'correction-request-out',
    },
    { key: 'reason', value: item.reason, text: true, wide: true },
    { key: 'evidence', value: <EvidenceGallery item={item} />, wide: true },
  ],
  statusTag: <CorrectionStatusTag status={item.status} testId="correction-status" />,
  approvers: orderedApprovers(item.request_approve).map((e) => ({
    level: e.level,
    name: e.approve_name,
    avatar: e.approve_avatar,
    status: e.status,
    comment: e.comment,
    at: e.action_at,
    onBehalfOf: e.on_behalf_of?.name ?? null,
    escalatedFrom: e.escalated_from?.name ?? null,
    role: (
      <Typography.Text type="secondary">
        {t(e.level === CORRECTION_MANAGER_LEVEL ? 'corrections.detail.manager' : 'corrections.detail.admin')}
      </Typography.Text>
    ),
  })),
  renderStatus: (status) => <EntryStatusTag status={status} />,
});
