/**
 * Delegation (issue #20): before going away, an approver names a delegate and the days; the
 * requests waiting on them then go to the delegate, who decides on their behalf, and come back
 * when it ends or is cancelled. Also lists the delegations naming me.
 */
import { UserSwitchOutlined } from '@ant-design/icons';
import {
  DATE_FORMAT,
  type Delegation,
  type DelegationInput,
  FILTER_MAX_LENGTH,
  passesGate,
  REASON_MAX_LENGTH,
  WIRE_DATE_FORMAT,
} from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import {
  Button,
  Card,
  DatePicker,
  Empty,
  Form,
  Input,
  Popconfirm,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAccount } from '../../api/account';
import {
  cancelDelegation,
  createDelegation,
  useDelegateCandidates,
  useDelegations,
} from '../../api/delegations';
import { showSuccess } from '../../api/feedback';
import { dateItemProps } from '../../lib/formItems';
import { useDebouncedValue } from '../leave/hooks';
import { todayIn } from '../timesheets/dateRange';

const STATE_COLORS: Record<Delegation['state'], string> = {
  upcoming: 'blue',
  active: 'green',
  ended: 'default',
  cancelled: 'default',
};

const shown = (date: string) => dayjs(date, WIRE_DATE_FORMAT).format(DATE_FORMAT);

interface FormValues {
  delegate_id: number | null;
  start_date: string | null;
  end_date: string | null;
  reason: string;
}

function DelegationRow({ item, mine }: { item: Delegation; mine: boolean }) {
  const { t } = useTranslation();
  const cancel = useMutation({
    mutationFn: () => cancelDelegation(item.id),
    onSuccess: () => showSuccess(t('delegations.cancelled')),
  });
  const other = mine ? item.delegate : item.delegator;
  return (
    <div className="app-delegation" data-testid={`delegation-${item.id}`}>
      <Space wrap size={[8, 4]}>
        <Typography.Text strong>
          {other.name}
          <Typography.Text type="secondary"> {other.employee_code}</Typography.Text>
        </Typography.Text>
        <Tag color={STATE_COLORS[item.state]} data-testid={`delegation-${item.id}-state`}>
          {t(`delegations.states.${item.state}`)}
        </Tag>
      </Space>
      <div className="app-num">
        {t('delegations.span', { from: shown(item.start_date), to: shown(item.end_date) })}
      </div>
      {item.state === 'active' && (
        <Typography.Text type="secondary" data-testid={`delegation-${item.id}-moved`}>
          {t('delegations.moved', { count: item.moved_steps })}
        </Typography.Text>
      )}
      {item.reason && <div className="app-pre-line app-muted">{item.reason}</div>}
      {item.can_cancel && (
        <Popconfirm
          title={t('delegations.cancelConfirm')}
          okText={t('delegations.cancel')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
        >
          <Button size="small" danger loading={cancel.isPending} data-testid={`delegation-${item.id}-cancel`}>
            {t('delegations.cancel')}
          </Button>
        </Popconfirm>
      )}
    </div>
  );
}

export function DelegationsCard() {
  const { t } = useTranslation();
  const account = useAccount();
  const list = useDelegations();
  const [form] = Form.useForm<FormValues>();
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim().slice(0, FILTER_MAX_LENGTH), 300);
  // Only approvers have approvals to hand over (the server refuses others, 4030).
  const mayDelegate = account.data ? passesGate('approver', account.data) : false;
  const candidates = useDelegateCandidates(search, mayDelegate);
  const today = todayIn(account.data?.company_time_zone);
  const save = useMutation({
    mutationFn: (input: DelegationInput) => createDelegation(input, form),
    onSuccess: () => {
      showSuccess(t('delegations.saved'));
      form.resetFields();
    },
  });
  const submit = (v: FormValues) => {
    if (v.delegate_id === null || !v.start_date || !v.end_date) return;
    save
      .mutateAsync({
        delegate_id: v.delegate_id,
        start_date: v.start_date,
        end_date: v.end_date,
        reason: v.reason?.trim() || null,
      })
      .catch(() => undefined);
  };
  const required = (label: string) => ({
    required: true,
    message: t('validation.required', { field: t(label) }),
  });
  const beforeToday = (d: Dayjs) => d.format(WIRE_DATE_FORMAT) < today;
  // A notification's link (#delegations) shows this card once it has loaded.
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  const loaded = list.isSuccess;
  useEffect(() => {
    if (hash === '#delegations' && loaded) card.current?.scrollIntoView({ block: 'start' });
  }, [hash, loaded]);
  const given = list.data?.given ?? [];
  const received = list.data?.received ?? [];
  if (!mayDelegate && received.length === 0) return null;
  return (
    <Card
      ref={card}
      id="delegations"
      title={
        <Space>
          <UserSwitchOutlined />
          {t('delegations.title')}
        </Space>
      }
      data-testid="delegations-card"
    >
      {mayDelegate && (
        <>
          <Typography.Paragraph className="app-muted">{t('delegations.about')}</Typography.Paragraph>
          <Form<FormValues>
            form={form}
            layout="vertical"
            initialValues={{ delegate_id: null, start_date: null, end_date: null, reason: '' }}
            onFinish={submit}
            requiredMark={false}
          >
            <Form.Item
              name="delegate_id"
              label={t('delegations.delegate')}
              rules={[required('delegations.delegate')]}
            >
              <Select
                showSearch
                allowClear
                filterOption={false}
                onSearch={(value) => setQ(value.slice(0, FILTER_MAX_LENGTH))}
                options={(candidates.data?.data ?? []).map((p) => ({
                  value: p.id,
                  label: `${p.employee_code} ${p.name}${p.position_name ? ` (${p.position_name})` : ''}`,
                }))}
                loading={candidates.isFetching}
                placeholder={t('delegations.delegatePlaceholder')}
                notFoundContent={t('delegations.nobody')}
                data-testid="delegation-delegate"
              />
            </Form.Item>
            <Space wrap align="start" className="app-delegation-dates">
              <Form.Item
                name="start_date"
                label={t('delegations.from')}
                rules={[required('delegations.from')]}
                {...dateItemProps}
              >
                <DatePicker format={DATE_FORMAT} disabledDate={beforeToday} data-testid="delegation-from" />
              </Form.Item>
              <Form.Item
                name="end_date"
                label={t('delegations.to')}
                rules={[required('delegations.to')]}
                {...dateItemProps}
              >
                <DatePicker format={DATE_FORMAT} disabledDate={beforeToday} data-testid="delegation-to" />
              </Form.Item>
            </Space>
            <Form.Item name="reason" label={t('delegations.reason')}>
              <Input.TextArea
                maxLength={REASON_MAX_LENGTH}
                autoSize={{ minRows: 1, maxRows: 4 }}
                data-testid="delegation-reason"
              />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="delegation-save">
              {t('delegations.save')}
            </Button>
          </Form>
          <Typography.Title level={5} className="app-delegations-heading">
            {t('delegations.given')}
          </Typography.Title>
          {given.length ? (
            given.map((d) => <DelegationRow key={d.id} item={d} mine />)
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('delegations.noneGiven')} />
          )}
        </>
      )}
      {received.length > 0 && (
        <>
          <Typography.Title level={5} className="app-delegations-heading">
            {t('delegations.received')}
          </Typography.Title>
          {received.map((d) => (
            <DelegationRow key={d.id} item={d} mine={false} />
          ))}
        </>
      )}
    </Card>
  );
}
