/**
 * One short leave in a modal: the request, its assignees with their decisions, and, for an
 * assignee while it is pending, the decision box (approve, or reject with a note). The first
 * decision settles the request.
 */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { REASON_MAX_LENGTH, ZShortLeaveDecision } from '@staffhub/domain';
import { Alert, Card, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  decideShortLeave,
  SHORT_LEAVE_LABELS,
  type ShortLeaveDecision,
  type ShortLeaveItem,
  useInvalidateShortLeave,
} from '../../../api/shortLeave';
import { formatDateTime } from '../../../lib/dates';
import { DecisionBox, type DecisionChoice } from '../../approvals/DecisionBox';
import { formatWorkDate } from '../../timesheets/format';
import { AssigneeTable, LeaveTypeTag, ShortLeaveStatusTag, TimeOff } from './parts';

const CHOICES: readonly [DecisionChoice, DecisionChoice] = [
  {
    status: 2,
    label: 'shortLeave.decide.approve',
    title: 'shortLeave.decide.confirmApprove',
    done: 'shortLeave.decide.approved',
    icon: <CheckOutlined />,
    primary: true,
    testId: 'short-leave-approve',
  },
  {
    status: 3,
    label: 'shortLeave.decide.reject',
    title: 'shortLeave.decide.confirmReject',
    done: 'shortLeave.decide.rejected',
    icon: <CloseOutlined />,
    danger: true,
    testId: 'short-leave-reject',
  },
];

interface Props {
  item: ShortLeaveItem | null;
  /** Whose list it was opened from: the requester is shown for requests assigned to me. */
  showEmployee: boolean;
  timeZone?: string | undefined;
  onClose: () => void;
}

export function ShortLeaveDetailModal({ item, showEmployee, timeZone, onClose }: Props) {
  const { t } = useTranslation();
  const invalidate = useInvalidateShortLeave();
  return (
    <Modal
      open={item !== null}
      title={t(item?.can_decide ? 'shortLeave.decide.modalTitle' : 'shortLeave.detail.title')}
      width={760}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      data-testid="short-leave-detail-modal"
    >
      {item && (
        <div data-testid="short-leave-detail" data-id={item.id}>
          <Descriptions
            size="small"
            bordered
            className="app-gap"
            column={{ xs: 1, md: 2 }}
            items={[
              ...(showEmployee
                ? [
                    {
                      key: 'employee',
                      label: t('shortLeave.detail.employee'),
                      span: 2,
                      children: (
                        <span>
                          {item.employee.name}{' '}
                          <span className="app-muted app-num">({item.employee.employee_code})</span>
                        </span>
                      ),
                    },
                  ]
                : []),
              {
                key: 'date',
                label: t('shortLeave.detail.date'),
                children: <span className="app-num">{formatWorkDate(item.request_date)}</span>,
              },
              {
                key: 'type',
                label: t('shortLeave.detail.type'),
                children: <LeaveTypeTag type={item.leave_type} />,
              },
              {
                key: 'time',
                label: t('shortLeave.detail.timeOff'),
                children: <TimeOff minutes={item.time_off} />,
              },
              {
                key: 'status',
                label: t('shortLeave.detail.status'),
                children: <ShortLeaveStatusTag status={item.status} testId="short-leave-detail-status" />,
              },
              {
                key: 'reason',
                label: t('shortLeave.detail.reason'),
                span: 2,
                children: <span className="app-pre-line">{item.reason}</span>,
              },
              {
                key: 'created',
                label: t('shortLeave.detail.createdAt'),
                span: 2,
                children: <span className="app-num">{formatDateTime(item.created_at, timeZone)}</span>,
              },
            ]}
          />
          <Card size="small" title={t('shortLeave.detail.assignees')} className="app-gap">
            <AssigneeTable item={item} timeZone={timeZone} />
          </Card>
          {item.can_decide ? (
            <DecisionBox
              title="shortLeave.decide.title"
              testId="short-leave-decision-box"
              field="comment"
              labels={SHORT_LEAVE_LABELS}
              maxLength={REASON_MAX_LENGTH}
              placeholder="shortLeave.decide.notePlaceholder"
              inputTestId="short-leave-note"
              schema={ZShortLeaveDecision}
              choices={CHOICES}
              confirmTestId="short-leave-confirm-ok"
              hint={
                <Alert type="info" showIcon className="app-gap" title={t('shortLeave.decide.firstSettles')} />
              }
              send={(status, note, form) =>
                decideShortLeave(
                  item.id,
                  { status: status as ShortLeaveDecision, comment: note || null },
                  form,
                )
              }
              invalidate={invalidate}
              onDone={onClose}
            />
          ) : item.status !== 1 ? (
            <Alert
              type="info"
              showIcon
              title={t('shortLeave.decide.processed')}
              data-testid="short-leave-processed"
            />
          ) : null}
        </div>
      )}
    </Modal>
  );
}
