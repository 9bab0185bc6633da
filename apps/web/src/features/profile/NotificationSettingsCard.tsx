/**
 * E-mail beside the bell (issue #20): for each kind of notification, in the app, by e-mail, or
 * both, and the language of my e-mails. E-mail only keeps the notice in the bell, read; if the
 * e-mail cannot be sent it shows there unread instead.
 */
import { MailOutlined } from '@ant-design/icons';
import {
  CHANNEL_TYPES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_LANGUAGES,
  type NotificationChannel,
  type NotificationLanguage,
  type NotificationSettings,
} from '@staffhub/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Radio, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../api/feedback';
import { saveNotificationSettings, useNotificationSettings } from '../../api/notificationSettings';
import { LoadFailedResult } from '../../app/components/LoadFailedResult';

/** The company's language stands for "none chosen" in the select (a select has no null option). */
const COMPANY = 'company';

type Values = { language: NotificationLanguage | typeof COMPANY } & Record<string, NotificationChannel>;

function valuesOf(s: NotificationSettings): Values {
  const values: Record<string, string> = { language: s.language ?? COMPANY };
  for (const c of s.channels) values[c.type] = c.channel;
  return values as Values;
}

export function NotificationSettingsCard() {
  const { t } = useTranslation();
  const query = useNotificationSettings();
  const [form] = Form.useForm<Values>();
  const saved = query.data;

  useEffect(() => {
    if (saved) form.setFieldsValue(valuesOf(saved));
  }, [saved, form]);

  const save = useMutation({
    mutationFn: (v: Values) =>
      saveNotificationSettings(
        {
          language: v.language === COMPANY ? null : v.language,
          channels: CHANNEL_TYPES.map((type) => ({ type, channel: v[type] ?? 'app' })),
        },
        form,
      ),
    onSuccess: () => showSuccess(t('common.saved')),
  });

  return (
    <Card
      title={
        <span>
          <MailOutlined /> {t('notificationSettings.title')}
        </span>
      }
      data-testid="notification-settings"
      // A skeleton while the settings load, rather than a greyed form that turns blue when they come.
      loading={query.isPending}
    >
      {query.isError && !saved ? (
        <LoadFailedResult onRetry={() => query.refetch()} />
      ) : (
        <>
          {saved && !saved.email_enabled && (
            <Alert
              type="info"
              showIcon
              className="app-notification-settings-alert"
              message={t('notificationSettings.noSmtp')}
              data-testid="notification-settings-no-smtp"
            />
          )}
          <Typography.Paragraph className="app-muted">
            {t('notificationSettings.intro', { email: saved?.email ?? '' })}
          </Typography.Paragraph>
          <Form<Values>
            form={form}
            name="notification-settings"
            layout="vertical"
            disabled={save.isPending}
            onFinish={(v) => save.mutate(v)}
          >
            <Form.Item name="language" label={t('notificationSettings.language')}>
              <Select
                className="app-select-md"
                data-testid="notification-settings-language"
                options={[
                  {
                    value: COMPANY,
                    label: t('notificationSettings.companyLanguage', {
                      language: saved ? t(`notificationSettings.languages.${saved.effective_language}`) : '',
                    }),
                  },
                  ...NOTIFICATION_LANGUAGES.map((l) => ({
                    value: l,
                    label: t(`notificationSettings.languages.${l}`),
                  })),
                ]}
              />
            </Form.Item>
            <fieldset className="app-notification-channels">
              <legend className="app-sr-only">{t('notificationSettings.channels')}</legend>
              {CHANNEL_TYPES.map((type) => (
                <Form.Item
                  key={type}
                  name={type}
                  label={t(`notifications.typeTitle.${type}`)}
                  className="app-notification-channel"
                >
                  <Radio.Group
                    optionType="button"
                    size="small"
                    data-testid={`notification-channel-${type}`}
                    options={NOTIFICATION_CHANNELS.map((c) => ({
                      value: c,
                      label: t(`notificationSettings.channelNames.${c}`),
                    }))}
                  />
                </Form.Item>
              ))}
            </fieldset>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              data-testid="notification-settings-save"
            >
              {t('common.save')}
            </Button>
          </Form>
        </>
      )}
    </Card>
  );
}
