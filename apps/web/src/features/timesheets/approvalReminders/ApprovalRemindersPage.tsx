import {
  DEFAULT_REMINDER_RULES,
  ESCALATE_AFTER_DAYS_MAX,
  REMIND_AFTER_DAYS_MAX,
  type ReminderRules,
  WAITING_LIST_MAX,
  type WaitingApproval,
} from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, InputNumber, Space, Switch, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccount } from '../../../api/account';
import { saveApprovalReminders, useApprovalReminders } from '../../../api/approvalReminders';
import { showSuccess } from '../../../api/feedback';
import { queryClient } from '../../../api/queryClient';
import { queryKeys } from '../../../api/queryKeys';
import { LoadFailedResult } from '../../../app/components/LoadFailedResult';
import { PageHeading } from '../../../app/components/PageHeading';
import { formatDateTime } from '../../../lib/dates';
import { ListTable } from '../../approvals/list/ListTable';
import { CompanyField, useCompanyChoice } from '../components/CompanyField';

interface Values {
  remind_on: boolean;
  remind_after_days: number | null;
  escalate_on: boolean;
  escalate_after_days: number | null;
}

/** Validation messages name the fields as the form labels them. */
const LABELS: Record<string, string> = {
  remind_after_days: 'approvalReminders.remindAfter',
  escalate_after_days: 'approvalReminders.escalateAfter',
};

/** The columns a phone keeps: the request, who holds it, how long. */
const PHONE_KEYS: ReadonlySet<string> = new Set(['request', 'approver', 'waited']);

/** The form's values from the saved rules (a rule switched off keeps a sensible number to switch on). */
function valuesOf(r: ReminderRules): Values {
  return {
    remind_on: r.remind_after_days !== null,
    remind_after_days: r.remind_after_days ?? DEFAULT_REMINDER_RULES.remind_after_days,
    escalate_on: r.escalate_after_days !== null,
    escalate_after_days: r.escalate_after_days ?? DEFAULT_REMINDER_RULES.escalate_after_days,
  };
}

export default function ApprovalRemindersPage() {
  const { t } = useTranslation();
  const account = useAccount();
  const [company, setCompany] = useCompanyChoice();
  const query = useApprovalReminders(company);
  const [form] = Form.useForm<Values>();
  const saved = query.data?.company_id === company ? query.data : undefined;
  const remindOn = Form.useWatch('remind_on', form);
  const escalateOn = Form.useWatch('escalate_on', form);

  // The form shows the saved rules of the company chosen (again after a save or a company change).
  useEffect(() => {
    if (saved) form.setFieldsValue(valuesOf(saved));
  }, [saved, form]);

  const save = useMutation({
    mutationFn: (v: Values) =>
      saveApprovalReminders(
        {
          company_id: company,
          remind_after_days: v.remind_on ? v.remind_after_days : null,
          escalate_after_days: v.escalate_on ? v.escalate_after_days : null,
        },
        { form, labels: LABELS },
      ),
    onSuccess: (data) => {
      showSuccess(t('common.saved'));
      queryClient.setQueryData(queryKeys.approvalReminders(company), data);
    },
  });

  const timeZone = account.data?.company_time_zone;
  const columns: ColumnsType<WaitingApproval> = [
    {
      key: 'request',
      title: t('approvalReminders.request'),
      render: (_, w) => (
        <Link to={w.url}>
          {t(`monthClose.kinds.${w.kind}`)} <span className="app-num">#{w.request_id}</span>
        </Link>
      ),
    },
    { key: 'requester', title: t('approvalReminders.requester'), render: (_, w) => w.requester.name },
    {
      key: 'approver',
      title: t('approvalReminders.approver'),
      render: (_, w) => (
        <span>
          {w.approver.name}
          {w.escalated_from && (
            <div className="app-approver-behalf" data-testid="waiting-escalated-from">
              {t('approvals.escalatedFrom', { name: w.escalated_from.name })}
            </div>
          )}
        </span>
      ),
    },
    {
      key: 'since',
      title: t('approvalReminders.since'),
      render: (_, w) => <span className="app-num">{formatDateTime(w.since, timeZone)}</span>,
    },
    {
      key: 'waited',
      title: t('approvalReminders.waited'),
      align: 'right',
      render: (_, w) => <span className="app-num">{w.waited_days}</span>,
    },
    {
      key: 'due',
      title: t('approvalReminders.due'),
      render: (_, w) =>
        w.due === null ? (
          '—'
        ) : (
          <Tag color={w.due === 'escalate' ? 'red' : 'orange'} className="app-status-tag">
            {t(`approvalReminders.dues.${w.due}`)}
          </Tag>
        ),
    },
  ];

  const dayField = (name: 'remind_after_days' | 'escalate_after_days', max: number, on: boolean) => (
    <Space align="baseline" wrap>
      <Form.Item
        name={name}
        noStyle
        rules={[{ required: on, message: t('validation.required', { field: t(LABELS[name] ?? name) }) }]}
      >
        <InputNumber
          min={1}
          max={max}
          precision={0}
          disabled={!on}
          aria-label={t(LABELS[name] ?? name)}
          data-testid={`reminders-${name}`}
        />
      </Form.Item>
      <span>{t('approvalReminders.workingDays')}</span>
    </Space>
  );

  return (
    <>
      <PageHeading />
      <Card className="app-filter-card">
        <Space wrap size="large">
          <CompanyField
            id="reminders-company"
            value={company}
            onChange={setCompany}
            testId="reminders-company"
          />
        </Space>
      </Card>
      <Card title={t('approvalReminders.rules')}>
        {query.isError && !saved ? (
          <LoadFailedResult onRetry={() => query.refetch()} />
        ) : (
          <Space direction="vertical" size="middle" className="app-full-width">
            <Typography.Paragraph className="app-muted">{t('approvalReminders.intro')}</Typography.Paragraph>
            <Form<Values>
              form={form}
              name="approval-reminders"
              layout="vertical"
              onFinish={(values) => save.mutate(values)}
              disabled={save.isPending || !saved}
            >
              <Form.Item label={t('approvalReminders.remindAfter')} required={remindOn}>
                <Space align="baseline" wrap>
                  <Form.Item name="remind_on" valuePropName="checked" noStyle>
                    <Switch aria-label={t('approvalReminders.remindOn')} data-testid="reminders-remind-on" />
                  </Form.Item>
                  {dayField('remind_after_days', REMIND_AFTER_DAYS_MAX, Boolean(remindOn))}
                </Space>
              </Form.Item>
              <Form.Item
                label={t('approvalReminders.escalateAfter')}
                required={escalateOn}
                // The number's errors (the server's "after the reminder" among them) show here.
                extra={t('approvalReminders.escalateHelp')}
              >
                <Space align="baseline" wrap>
                  <Form.Item name="escalate_on" valuePropName="checked" noStyle>
                    <Switch
                      aria-label={t('approvalReminders.escalateOn')}
                      data-testid="reminders-escalate-on"
                    />
                  </Form.Item>
                  {dayField('escalate_after_days', ESCALATE_AFTER_DAYS_MAX, Boolean(escalateOn))}
                </Space>
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="reminders-save">
                {t('common.save')}
              </Button>
            </Form>
          </Space>
        )}
      </Card>
      <Card title={t('approvalReminders.waitingTitle')} className="app-month-close-card">
        {saved && (
          <Typography.Paragraph type="secondary" data-testid="reminders-waiting-total">
            {t('approvalReminders.waitingTotal', { count: saved.waiting_total, max: WAITING_LIST_MAX })}
          </Typography.Paragraph>
        )}
        <ListTable<WaitingApproval>
          rowKey={(w) => `${w.kind}-${w.request_id}-${w.level}-${w.approver.id}`}
          columns={columns}
          dataSource={saved?.waiting ?? []}
          loading={query.isFetching}
          phoneKeys={PHONE_KEYS}
          empty={t('approvalReminders.nothingWaiting')}
          rowTestId={(w) => `waiting-${w.kind}-${w.request_id}`}
          pagination={false}
          data-testid="reminders-waiting"
        />
      </Card>
    </>
  );
}
