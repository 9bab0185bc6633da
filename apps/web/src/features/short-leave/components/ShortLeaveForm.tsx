/**
 * The short-leave form of the create page and the edit modal (SPEC 2, 5): the leave date
 * (DD/MM/YYYY), late or early, who it is assigned to (one or more, grouped by role), the reason
 * (required, at most 512) and the time off (1 to 240 minutes, shown as H:mm too).
 */
import {
  DATE_FORMAT,
  REASON_MAX_LENGTH,
  SHORT_LEAVE_MAX_MINUTES,
  SHORT_LEAVE_TYPES,
  ZShortLeaveInput,
} from '@staffhub/domain';
import { DatePicker, Form, type FormInstance, type FormRule, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { type AssignablePosition, SHORT_LEAVE_LABELS, type ShortLeaveInput } from '../../../api/shortLeave';
import { fieldLabel, schemaRule, translateFieldError } from '../../../api/validation';
import { dateItemProps } from '../../../lib/formItems';
import { formatMinutes, groupAssignable, isValidTimeOff, type ShortLeaveFormValues } from '../rules';

interface Props {
  form: FormInstance<ShortLeaveFormValues>;
  name: string;
  /** Who may be assigned; undefined while loading. */
  positions: readonly AssignablePosition[] | undefined;
  readOnly?: boolean;
  initialValues?: Partial<ShortLeaveFormValues>;
  onFinish: (values: ShortLeaveFormValues) => void;
}

export function ShortLeaveForm({ form, name, positions, readOnly = false, initialValues, onFinish }: Props) {
  const { t } = useTranslation();
  const timeOff = Form.useWatch('time_off', form);

  const rule = (field: keyof ShortLeaveInput) => schemaRule(ZShortLeaveInput, field, SHORT_LEAVE_LABELS);
  const label = (field: keyof ShortLeaveInput) => fieldLabel(field, SHORT_LEAVE_LABELS);
  /** An empty choice reads "is required" (the schema alone would say "at least 1"). */
  const someoneAssigned: FormRule = {
    validator: async (_, value: number[] | null | undefined) => {
      if (!value || value.length === 0) {
        throw new Error(
          translateFieldError('assigned_staff', { rule: 'required', message: '' }, SHORT_LEAVE_LABELS),
        );
      }
    },
  };
  const groups = groupAssignable(positions ?? []);

  return (
    <Form<ShortLeaveFormValues>
      form={form}
      name={name}
      layout="vertical"
      disabled={readOnly}
      onFinish={onFinish}
      initialValues={initialValues}
      data-testid="short-leave-form"
    >
      <div className="app-form-row">
        <Form.Item
          name="request_date"
          label={label('request_date')}
          required
          // A "same day and type" refusal shown here goes once the type changes too.
          dependencies={['leave_type']}
          rules={[rule('request_date')]}
          {...dateItemProps}
        >
          <DatePicker
            format={DATE_FORMAT}
            className="app-full-width"
            placeholder={DATE_FORMAT}
            data-testid="short-leave-date"
          />
        </Form.Item>
        <Form.Item name="leave_type" label={label('leave_type')} required rules={[rule('leave_type')]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            data-testid="short-leave-type"
            options={SHORT_LEAVE_TYPES.map((type) => ({
              value: type,
              label: t(`shortLeave.typesLong.${type}`),
            }))}
          />
        </Form.Item>
      </div>
      <div className="app-form-row">
        <Form.Item
          name="assigned_staff"
          label={label('assigned_staff')}
          required
          validateFirst
          rules={[someoneAssigned, rule('assigned_staff')]}
          extra={t('shortLeave.form.assigneesHint')}
        >
          <Select
            mode="multiple"
            allowClear
            data-testid="short-leave-assignees"
            placeholder={t('shortLeave.form.chooseAssignees')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={positions === undefined}
            options={groups.map((group) => ({
              label: t(`shortLeave.roles.${group.role}`),
              title: t(`shortLeave.roles.${group.role}`),
              options: group.options,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="time_off"
          label={label('time_off')}
          required
          rules={[rule('time_off')]}
          extra={
            <span data-testid="short-leave-time-off-hint">
              {isValidTimeOff(timeOff)
                ? t('shortLeave.form.timeOffIs', { hm: formatMinutes(timeOff) })
                : t('shortLeave.form.timeOffHint', {
                    max: SHORT_LEAVE_MAX_MINUTES,
                    hm: formatMinutes(SHORT_LEAVE_MAX_MINUTES),
                  })}
            </span>
          }
        >
          <InputNumber<number>
            min={1}
            max={SHORT_LEAVE_MAX_MINUTES}
            step={5}
            precision={0}
            className="app-full-width"
            placeholder={t('shortLeave.form.timeOffPlaceholder')}
            suffix={t('shortLeave.form.minutesUnit')}
            data-testid="short-leave-time-off"
          />
        </Form.Item>
      </div>
      <Form.Item name="reason" label={label('reason')} required rules={[rule('reason')]}>
        <Input.TextArea
          rows={3}
          maxLength={REASON_MAX_LENGTH}
          showCount
          placeholder={t('shortLeave.form.reasonPlaceholder')}
          data-testid="short-leave-reason"
        />
      </Form.Item>
    </Form>
  );
}
