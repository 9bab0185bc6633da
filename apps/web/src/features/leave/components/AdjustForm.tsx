/**
 * HR and administrators: add or remove whole or half days on an employee's balance, with a note
 * (POST /sabbatical-log/adjust). The employee is found by code or name among the ledger's people.
 */
import { PlusCircleOutlined } from '@ant-design/icons';
import { LEDGER_ADJUST_MAX_DAYS, REASON_MAX_LENGTH, ZLedgerAdjust } from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../api/account';
import { showSuccess } from '../../../api/feedback';
import { ApiError } from '../../../api/http';
import { adjustLeave, LEAVE_LABELS, leaveApi, useLeaveLedgerAll } from '../../../api/leave';
import { fieldLabel, schemaRule } from '../../../api/validation';
import { useDebouncedValue } from '../hooks';
import { formatDays, formatSignedDays } from '../rules';

export interface AdjustTarget {
  employee_id: number;
  employee_name: string;
}

interface AdjustValues {
  employee_id: number | null;
  days: number | null;
  note: string;
  /** Set when HR confirmed taking the balance below zero (after the server's 4329). */
  confirm_below_zero?: boolean;
}

/** The server's 4329: this adjustment takes the balance below zero; the balance now and after. */
function belowZero(error: unknown): { balance: number; after: number } | null {
  if (!(error instanceof ApiError) || error.code !== 4329) return null;
  const params = error.fieldErrors?.days?.[0]?.params;
  return { balance: Number(params?.balance ?? 0), after: Number(params?.after ?? 0) };
}

export function AdjustForm({ preset }: { preset: AdjustTarget | null }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AdjustValues>();
  const { modal } = App.useApp();
  const invalidate = leaveApi.useInvalidate();
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const found = useLeaveLedgerAll({ employee_info: term }, 1, 200, term.length > 0);
  const [known, setKnown] = useState<AdjustTarget[]>([]);
  const myId = useAccount().data?.employee_id;

  useEffect(() => {
    if (!preset) return;
    setKnown((list) => (list.some((e) => e.employee_id === preset.employee_id) ? list : [preset, ...list]));
    form.setFieldsValue({ employee_id: preset.employee_id });
  }, [preset, form]);

  const options = useMemo(() => {
    const byId = new Map<number, string>();
    for (const e of known) byId.set(e.employee_id, e.employee_name);
    for (const line of found.data?.logs.data ?? []) byId.set(line.employee_id, line.employee_name);
    // Nobody adjusts their own balance (the server answers 4330).
    if (myId !== undefined) byId.delete(myId);
    return [...byId.entries()].map(([value, label]) => ({ value, label }));
  }, [known, found.data, myId]);

  const mutation = useMutation({
    mutationFn: (values: AdjustValues) =>
      adjustLeave(
        {
          employee_id: values.employee_id ?? 0,
          days: values.days ?? 0,
          note: values.note.trim(),
          ...(values.confirm_below_zero ? { confirm_below_zero: true } : {}),
        },
        form,
      ),
    // Below zero only when HR says so: ask, then send again with the confirmation.
    onError: (error, values) => {
      const figures = belowZero(error);
      if (!figures || values.confirm_below_zero) return;
      modal.confirm({
        title: t('leave.adjust.belowZeroTitle'),
        content: t('leave.adjust.belowZero', {
          balance: formatDays(figures.balance),
          after: formatDays(figures.after),
        }),
        okText: t('leave.adjust.belowZeroOk'),
        okButtonProps: { danger: true, 'data-testid': 'leave-adjust-below-zero-ok' } as never,
        onOk: () => {
          form.setFields([{ name: 'days', errors: [] }]);
          mutation.mutate({ ...values, confirm_below_zero: true });
        },
      });
    },
    onSuccess: (result) => {
      showSuccess(
        t('leave.adjust.done', {
          name: result.line.employee_name,
          days: formatSignedDays(result.line.days),
          balance: formatDays(result.balance.remaining_days),
        }),
      );
      form.setFieldsValue({ days: null, note: '' });
      void invalidate();
    },
  });

  // The server's own rules (ZLedgerAdjust), with its translated messages.
  const rule = (field: keyof AdjustValues) => schemaRule(ZLedgerAdjust, field, LEAVE_LABELS);

  return (
    <Card title={t('leave.adjust.title')} className="app-gap" data-testid="leave-adjust">
      <p className="app-muted-text">{t('leave.adjust.hint', { max: LEDGER_ADJUST_MAX_DAYS })}</p>
      <Form<AdjustValues>
        form={form}
        layout="vertical"
        disabled={mutation.isPending}
        initialValues={{ employee_id: null, days: null, note: '' }}
        onFinish={(values) => mutation.mutate(values)}
      >
        <div className="app-form-row">
          <Form.Item
            name="employee_id"
            label={fieldLabel('employee_id', LEAVE_LABELS)}
            required
            rules={[rule('employee_id')]}
            getValueProps={(value: number | null) => ({ value: value ?? undefined })}
          >
            <Select
              showSearch={{ filterOption: false, onSearch: setSearch }}
              placeholder={t('leave.adjust.searchEmployee')}
              options={options}
              loading={found.isFetching}
              notFoundContent={term ? t('leave.adjust.noEmployee') : t('leave.adjust.typeToSearch')}
              data-testid="leave-adjust-employee"
            />
          </Form.Item>
          <Form.Item
            name="days"
            label={fieldLabel('days', LEAVE_LABELS)}
            required
            extra={t('leave.adjust.daysHint')}
            rules={[rule('days')]}
          >
            <InputNumber
              step={0.5}
              min={-LEDGER_ADJUST_MAX_DAYS}
              max={LEDGER_ADJUST_MAX_DAYS}
              className="app-full-width"
              data-testid="leave-adjust-days"
            />
          </Form.Item>
        </div>
        <Form.Item name="note" label={fieldLabel('note', LEAVE_LABELS)} required rules={[rule('note')]}>
          <Input.TextArea
            rows={2}
            maxLength={REASON_MAX_LENGTH}
            showCount
            placeholder={t('leave.adjust.notePlaceholder')}
            data-testid="leave-adjust-note"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<PlusCircleOutlined />}
          loading={mutation.isPending}
          data-testid="leave-adjust-submit"
        >
          {t('leave.adjust.submit')}
        </Button>
      </Form>
    </Card>
  );
}
