/**
 * The vote managers' panel (`can_access_vote`; the server checks it again on every call): the
 * destinations (name and colour) while the vote has not started, then start (with its end time),
 * end and reset, each behind a confirmation. Reset says it cannot be undone.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { VOTE_LIMITS, type VoteResults } from '@staffhub/domain';
import {
  Alert,
  App,
  Button,
  type ButtonProps,
  Card,
  ColorPicker,
  DatePicker,
  Divider,
  Form,
  Input,
  Space,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../api/feedback';
import { endVote, resetVote, saveChoices, startVote, useInvalidateVote } from '../../api/vote';
import { formatDateTime } from '../../lib/dates';
import {
  defaultEndsAtWall,
  endDayDisabled,
  endsAtProblem,
  instantOfWall,
  NEW_CHOICE_COLORS,
  sameChoices,
} from './rules';

interface ChoiceRow {
  id?: number;
  name: string;
  color: string;
}

export function ManagerPanel({ data, timeZone }: { data: VoteResults; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const invalidate = useInvalidateVote();
  const [form] = Form.useForm<{ choices: ChoiceRow[] }>();
  // The picker shows company wall time (see rules.ts); `endsAt` is the instant that wall time means.
  const [pickedEnd, setPickedEnd] = useState<Dayjs | null>(null);
  const endsAtWall = pickedEnd ?? defaultEndsAtWall(timeZone);
  const endsAt = instantOfWall(endsAtWall, timeZone);
  const [busy, setBusy] = useState(false);
  const { year, period, status_vote: status } = data;
  const isOpenForChoices = status === 'not_started';
  const stored = useMemo(
    () => data.choices.map((c) => ({ id: c.id, name: c.name, color: c.color })),
    [data.choices],
  );
  const watched = Form.useWatch('choices', form) as ChoiceRow[] | undefined;
  const isDirty = watched !== undefined && !sameChoices(watched, stored);

  // A new vote, or choices changed elsewhere (another manager, the live event): show what is stored.
  useEffect(() => {
    form.setFieldsValue({ choices: stored.length ? stored : [] });
  }, [form, stored]);

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showSuccess(done);
    } catch {
      // Told by the client (a toast, or the fields of the form).
    } finally {
      setBusy(false);
      void invalidate();
    }
  };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    await run(
      () =>
        saveChoices(
          year,
          period,
          values.choices.map((c) => ({ ...(c.id ? { id: c.id } : {}), name: c.name.trim(), color: c.color })),
          form,
        ),
      t('vote.manage.choicesSaved'),
    );
  };

  const problem = endsAt.isValid() ? endsAtProblem(endsAt.toDate(), new Date()) : 'required';
  const confirmStart = () => {
    if (problem) return;
    modal.confirm({
      title: t('vote.manage.startTitle'),
      content: t('vote.manage.startConfirm', {
        year,
        period,
        time: formatDateTime(endsAt.toISOString(), timeZone),
      }),
      okText: t('vote.manage.start'),
      okButtonProps: { 'data-testid': 'vote-start-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => run(() => startVote(year, period, endsAt.toISOString()), t('vote.manage.started')),
    });
  };
  const confirmEnd = () =>
    modal.confirm({
      title: t('vote.manage.endTitle'),
      content: t('vote.manage.endConfirm'),
      okText: t('vote.manage.end'),
      okButtonProps: { danger: true, 'data-testid': 'vote-end-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => run(() => endVote(year, period), t('vote.manage.ended')),
    });
  const confirmReset = () =>
    modal.confirm({
      title: t('vote.manage.resetTitle'),
      content: t('vote.manage.resetConfirm', { count: data.total }),
      okText: t('vote.manage.reset'),
      okButtonProps: { danger: true, 'data-testid': 'vote-reset-confirm' } as ButtonProps,
      cancelText: t('common.cancel'),
      onOk: () => run(() => resetVote(year, period), t('vote.manage.resetDone')),
    });

  return (
    <Card title={t('vote.manage.title')} size="small" data-testid="vote-manage">
      <Typography.Paragraph className="app-vote-muted">
        {isOpenForChoices ? t('vote.manage.choicesHint') : t('vote.manage.locked')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={!isOpenForChoices || busy} requiredMark={false}>
        <Form.List
          name="choices"
          rules={[
            {
              validator: async (_, list: ChoiceRow[] | undefined) => {
                if (!list || list.length < VOTE_LIMITS.choicesMin) throw new Error(t('vote.manage.needTwo'));
                if (list.length > VOTE_LIMITS.choicesMax)
                  throw new Error(t('vote.manage.atMost', { max: VOTE_LIMITS.choicesMax }));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="app-vote-choice-row">
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'color']}
                    getValueFromEvent={(_color, css: string) => css}
                    className="app-vote-color"
                  >
                    <ColorPicker disabledAlpha format="hex" aria-label={t('vote.fields.color')} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'name']}
                    className="app-vote-name"
                    rules={[
                      { required: true, whitespace: true, message: t('vote.manage.nameRequired') },
                      { max: VOTE_LIMITS.name },
                      {
                        validator: async (_, value: string | undefined) => {
                          const key = value?.trim().toLowerCase();
                          const all = (form.getFieldValue('choices') as ChoiceRow[]) ?? [];
                          if (key && all.some((c, i) => i < index && c?.name?.trim().toLowerCase() === key))
                            throw new Error(t('vote.manage.duplicate'));
                        },
                      },
                    ]}
                  >
                    <Input
                      maxLength={VOTE_LIMITS.name}
                      aria-label={t('vote.fields.name')}
                      placeholder={t('vote.fields.name')}
                      data-testid={`vote-choice-name-${index}`}
                    />
                  </Form.Item>
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('vote.manage.removeChoice', {
                      name: (watched?.[index]?.name ?? '') || String(index + 1),
                    })}
                    onClick={() => remove(field.name)}
                  />
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              <Space wrap>
                <Button
                  icon={<PlusOutlined />}
                  disabled={!isOpenForChoices || busy || fields.length >= VOTE_LIMITS.choicesMax}
                  onClick={() =>
                    add({ name: '', color: NEW_CHOICE_COLORS[fields.length % NEW_CHOICE_COLORS.length] })
                  }
                  data-testid="vote-choice-add"
                >
                  {t('vote.manage.addChoice')}
                </Button>
                <Button
                  type="primary"
                  disabled={!isOpenForChoices || busy || !isDirty}
                  onClick={save}
                  data-testid="vote-choices-save"
                >
                  {t('vote.manage.saveChoices')}
                </Button>
              </Space>
            </>
          )}
        </Form.List>
      </Form>
      <Divider />
      {status === 'not_started' && (
        <div className="app-vote-actions">
          <div className="app-vote-ends">
            <label htmlFor="vote-ends-at">{t('vote.fields.ends_at')}</label>
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="DD/MM/YYYY HH:mm"
              value={endsAtWall}
              onChange={(picked) => setPickedEnd(picked)}
              allowClear={false}
              disabledDate={(d) => endDayDisabled(d, timeZone)}
              status={problem ? 'error' : undefined}
              id="vote-ends-at"
              data-testid="vote-ends-at"
            />
          </div>
          <Button
            type="primary"
            disabled={busy || !!problem || isDirty || data.choices.length < VOTE_LIMITS.choicesMin}
            onClick={confirmStart}
            data-testid="vote-start"
          >
            {t('vote.manage.start')}
          </Button>
          <Typography.Text type={problem ? 'danger' : 'secondary'} className="app-vote-hint">
            {problem
              ? t(problem === 'required' ? 'vote.manage.endsAtRequired' : 'vote.manage.endsAtRange', {
                  days: VOTE_LIMITS.maxDaysAhead,
                })
              : isDirty
                ? t('vote.manage.unsaved')
                : data.choices.length < VOTE_LIMITS.choicesMin
                  ? t('vote.manage.needTwo')
                  : t('vote.manage.endsAtHint', { days: VOTE_LIMITS.maxDaysAhead })}
          </Typography.Text>
        </div>
      )}
      <Space wrap className="app-vote-actions">
        {status === 'started' && (
          <Button danger disabled={busy} onClick={confirmEnd} data-testid="vote-end">
            {t('vote.manage.end')}
          </Button>
        )}
        {status !== 'not_started' && (
          <Button danger type="dashed" disabled={busy} onClick={confirmReset} data-testid="vote-reset">
            {t('vote.manage.reset')}
          </Button>
        )}
      </Space>
      {status !== 'not_started' && (
        <Alert className="app-vote-gap" type="info" showIcon title={t('vote.manage.locked')} />
      )}
    </Card>
  );
}
