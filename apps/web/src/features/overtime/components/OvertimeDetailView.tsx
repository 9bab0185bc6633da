/** The overtime detail of SPEC 2: the request's facts, its status and the approver table. */
import { Card, Descriptions, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OvertimeItem } from '../../../api/overtime';
import { formatDuration, formatWorkDate } from '../../timesheets/format';
import { ApproverTable, BreakNotes, OtStatusTag } from './parts';

interface Props {
  item: OvertimeItem;
  timeZone?: string;
  /** Buttons shown in the card header (Edit). */
  extra?: ReactNode;
  /** Narrow layout (the notification drawer). */
  compact?: boolean;
}

export function OvertimeDetailView({ item, timeZone, extra, compact = false }: Props) {
  const { t } = useTranslation();
  const dash = <Typography.Text type="secondary">–</Typography.Text>;
  return (
    <div data-testid="ot-detail" data-id={item.over_time_request_id}>
      <Card title={t('overtime.detail.title')} extra={extra} className="app-gap">
        <Descriptions
          size="small"
          bordered
          column={compact ? 1 : { xs: 1, md: 2 }}
          items={[
            { key: 'code', label: t('overtime.detail.employeeCode'), children: item.employee.employee_code },
            { key: 'name', label: t('overtime.detail.employeeName'), children: item.employee.name },
            {
              key: 'position',
              label: t('overtime.detail.position'),
              children: item.employee.position_name ?? dash,
            },
            {
              key: 'division',
              label: t('overtime.detail.division'),
              children: item.employee.division_name ?? dash,
            },
            {
              key: 'project',
              label: t('overtime.detail.project'),
              children: item.project_name ?? t('overtime.noProject'),
            },
            { key: 'date', label: t('overtime.detail.date'), children: formatWorkDate(item.date) },
            {
              key: 'start',
              label: t('overtime.detail.start'),
              children: <span className="app-num">{item.start_time}</span>,
            },
            {
              key: 'end',
              label: t('overtime.detail.end'),
              children: <span className="app-num">{item.end_time}</span>,
            },
            {
              key: 'total',
              label: t('overtime.detail.total'),
              children: (
                <span className="app-num" data-testid="ot-total">
                  {formatDuration(item.duration)}
                </span>
              ),
            },
            {
              key: 'status',
              label: t('overtime.detail.status'),
              children: <OtStatusTag status={item.status} testId="ot-status" />,
            },
            {
              key: 'reason',
              label: t('overtime.detail.reason'),
              span: compact ? 1 : 2,
              children: <span className="app-pre-line">{item.reason}</span>,
            },
            ...(item.note
              ? [
                  {
                    key: 'note',
                    label: t('overtime.detail.note'),
                    span: compact ? 1 : 2,
                    children: <span className="app-pre-line">{item.note}</span>,
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <Card title={t('overtime.detail.approvers')} className="app-gap">
        <ApproverTable item={item} timeZone={timeZone} />
      </Card>
      <BreakNotes />
    </div>
  );
}
