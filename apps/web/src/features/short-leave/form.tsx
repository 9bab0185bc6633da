/**
 * The short-leave form of the create page and of the edit modal (SPEC 2, 5): the leave date, late
 * or early, who it is assigned to (one or more, grouped by role, only people the server still
 * offers), the time off (1 to 240 minutes, shown as H:mm too) and the reason.
 */
import {
  type AssignablePosition,
  REASON_MAX_LENGTH,
  SHORT_LEAVE_MAX_MINUTES,
  SHORT_LEAVE_TYPES,
  ZShortLeaveInput,
} from '@staffhub/domain';
import { Form, type FormRule, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHORT_LEAVE_LABELS, type ShortLeaveTypes, useAssignablePositions } from '../../api/shortLeave';
import { translateFieldError } from '../../api/validation';
import { DateField, RequestForm, TextField, useBoundItem } from '../../requests/fields';
import type { FormFrame, FormSpec } from '../../requests/RequestForms';
import { reportShortLeaveFailure } from './failure';
import {
  emptyShortLeave,
  formatMinutes,
  groupAssignable,
  isValidTimeOff,
  keepAssignable,
  type ShortLeaveFormValues,
  toFormValues,
  toShortLeaveInput,
} from './rules';

export const shortLeaveForm: FormSpec<ShortLeaveTypes, ShortLeaveFormValues, AssignablePosition[]> = {
  width: 720,
  // Assignees the server no longer offers (someone left the project) would be refused with 4324.
  values: (item, positions) => {
    const values = toFormValues(item);
    return { ...values, assigned_staff: keepAssignable(values.assigned_staff ?? [], positions ?? []) };
  },
  input: (values) => toShortLeaveInput(values),
  onError: (form, error, _values, mode) => reportShortLeaveFailure(form, error, mode),
  form: (drawn) => (
    <ShortLeaveForm frame={drawn.frame} positions={drawn.mode === 'create' ? drawn.data : drawn.extra} />
  ),
  create: {
    useData: useAssignablePositions,
    // Today in the company zone, like the other request forms.
    defaults: (_, { today }) => emptyShortLeave(today),
    noApprover: (positions) => positions.length === 0,
    submitText: 'common.save',
    // No detail page: a new request is seen in the list.
    savedTo: 'list',
  },
  // The edit answer is the bare request: the assignee choice is read beside it.
  edit: { useData: useAssignablePositions },
};

function ShortLeaveForm({
  frame,
  positions,
}: {
  frame: FormFrame<ShortLeaveFormValues>;
  /** Who may be assigned; undefined while loading. */
  positions: readonly AssignablePosition[] | undefined;
}) {
  const { t } = useTranslation();
  return (
    <RequestForm<ShortLeaveFormValues>
      schema={ZShortLeaveInput}
      labels={SHORT_LEAVE_LABELS}
      frame={frame}
      initialValues={emptyShortLeave('')}
      testId="short-leave-form"
    >
      <div className="app-form-row">
        {/* A "same day and type" refusal shown here goes once the type changes too. */}
        <DateField name="request_date" required dependencies={['leave_type']} testId="short-leave-date" />
        <LeaveTypeField />
      </div>
      <div className="app-form-row">
        <AssigneesField positions={positions} />
        <TimeOffField />
      </div>
      <TextField
        name="reason"
        required
        maxLength={REASON_MAX_LENGTH}
        placeholder={t('shortLeave.form.reasonPlaceholder')}
        testId="short-leave-reason"
      />
    </RequestForm>
  );
}

function LeaveTypeField() {
  const { t } = useTranslation();
  return (
    <Form.Item {...useBoundItem({ name: 'leave_type', required: true })}>
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        data-testid="short-leave-type"
        options={SHORT_LEAVE_TYPES.map((type) => ({ value: type, label: t(`shortLeave.typesLong.${type}`) }))}
      />
    </Form.Item>
  );
}

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

function AssigneesField({ positions }: { positions: readonly AssignablePosition[] | undefined }) {
  const { t } = useTranslation();
  const item = useBoundItem({
    name: 'assigned_staff',
    required: true,
    extra: t('shortLeave.form.assigneesHint'),
  });
  return (
    <Form.Item {...item} rules={[someoneAssigned, ...item.rules]} validateFirst>
      <Select
        mode="multiple"
        allowClear
        virtual={false}
        data-testid="short-leave-assignees"
        placeholder={t('shortLeave.form.chooseAssignees')}
        showSearch={{ optionFilterProp: 'label' }}
        loading={positions === undefined}
        options={groupAssignable(positions ?? []).map((group) => ({
          label: t(`shortLeave.roles.${group.role}`),
          title: t(`shortLeave.roles.${group.role}`),
          options: group.options,
        }))}
      />
    </Form.Item>
  );
}

function TimeOffField() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const timeOff = Form.useWatch('time_off', form);
  return (
    <Form.Item
      {...useBoundItem({
        name: 'time_off',
        required: true,
        extra: (
          <span data-testid="short-leave-time-off-hint">
            {isValidTimeOff(timeOff)
              ? t('shortLeave.form.timeOffIs', { hm: formatMinutes(timeOff) })
              : t('shortLeave.form.timeOffHint', {
                  max: SHORT_LEAVE_MAX_MINUTES,
                  hm: formatMinutes(SHORT_LEAVE_MAX_MINUTES),
                })}
          </span>
        ),
      })}
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
  );
}
