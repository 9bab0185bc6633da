/**
 * The header's check-in / check-out control: today's times from GET user/timesheets/today, a
 * "Check in" button until checked in, then "Check out" (repeatable: the last check-out counts).
 * Checking out asks first: a mis-tap would end the day. Compact (a phone): the button alone, with
 * its short label (the times are on the dashboard).
 */
import { LoginOutlined, LogoutOutlined, WarningOutlined } from '@ant-design/icons';
import { App, Button, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../api/feedback';
import { useCheckIn, useCheckOut, useToday } from '../../api/timesheets';

/** One of today's times, "--:--" until it is punched (read out as "not yet"). */
function TodayTime({ label, time, testId }: { label: string; time: string | null; testId: string }) {
  const { t } = useTranslation();
  return (
    <span className="app-checkin-time">
      <Typography.Text type="secondary">{label}</Typography.Text>{' '}
      <strong
        data-testid={testId}
        className={time ? 'app-num' : 'app-num app-checkin-empty'}
        aria-hidden={time ? undefined : true}
      >
        {time ?? '--:--'}
      </strong>
      {!time && <span className="app-sr-only">{t('timesheets.today.notYet')}</span>}
    </span>
  );
}

export function CheckInControl({ isCompact = false }: { isCompact?: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const today = useToday();
  const checkIn = useCheckIn();
  const checkOut = useCheckOut();

  if (today.isPending) return null;
  if (today.isError || !today.data) {
    return (
      <Tooltip title={t('timesheets.today.unavailable')}>
        <WarningOutlined className="app-muted-icon" aria-label={t('timesheets.today.unavailable')} />
      </Tooltip>
    );
  }

  const row = today.data.timeSheet;
  const inAt = row.start_time_real;
  const outAt = row.end_time_real;
  const busy = checkIn.isPending || checkOut.isPending;
  const onCheckOut = () =>
    modal.confirm({
      title: t('timesheets.today.checkOutConfirmTitle'),
      content: t('timesheets.today.checkOutConfirmText'),
      okText: t('timesheets.today.checkOutConfirmOk'),
      okButtonProps: { 'data-testid': 'checkout-confirm-ok' } as never,
      cancelText: t('common.cancel'),
      onOk: () =>
        checkOut.mutate(undefined, {
          onSuccess: (data) =>
            showSuccess(t('timesheets.today.checkedOut', { time: data.timeSheet.end_time_real ?? '' })),
        }),
    });

  return (
    <Space size="small" className="app-checkin" data-testid="checkin-control">
      {!isCompact && (
        <span className="app-checkin-times">
          <Typography.Text type="secondary" className="app-checkin-label">
            {t('timesheets.today.label')}
          </Typography.Text>
          <TodayTime label={t('timesheets.today.in')} time={inAt} testId="today-checkin" />
          <TodayTime label={t('timesheets.today.out')} time={outAt} testId="today-checkout" />
        </span>
      )}
      {inAt === null ? (
        <Button
          type="primary"
          icon={<LoginOutlined />}
          loading={checkIn.isPending}
          disabled={busy}
          data-testid="checkin-button"
          title={isCompact ? t('timesheets.today.checkIn') : undefined}
          onClick={() =>
            checkIn.mutate(undefined, {
              onSuccess: (data) =>
                showSuccess(t('timesheets.today.checkedIn', { time: data.timeSheet.start_time_real ?? '' })),
            })
          }
        >
          {t(isCompact ? 'timesheets.today.in' : 'timesheets.today.checkIn')}
        </Button>
      ) : (
        <Button
          type={outAt ? 'default' : 'primary'}
          icon={<LogoutOutlined />}
          loading={checkOut.isPending}
          disabled={busy}
          data-testid="checkout-button"
          title={isCompact ? t('timesheets.today.checkOut') : undefined}
          onClick={onCheckOut}
        >
          {isCompact
            ? t('timesheets.today.out')
            : t(outAt ? 'timesheets.today.checkOutAgain' : 'timesheets.today.checkOut')}
        </Button>
      )}
    </Space>
  );
}
