/**
 * The month a screen shows, and the way to another: the previous and next month one click away,
 * and the month itself a button that opens the month picker for a longer jump. The picker's code
 * loads on that first click, so a screen that opens on a month (the dashboard, the team calendar)
 * carries none of it on its first load.
 */
import { CalendarOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { addMonths, DATE_MAX, DATE_MIN } from '@staffhub/domain';
import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MonthPickerPopup = lazy(() => import('./MonthPickerPopup'));

/** How the button shows a month (`YYYY-MM` on the wire). */
const DISPLAY = 'MM/YYYY';
const FIRST = DATE_MIN.slice(0, 7);
const LAST = DATE_MAX.slice(0, 7);

export function formatMonth(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

export function MonthSwitcher({
  month,
  onChange,
  testId,
}: {
  /** `YYYY-MM`. */
  month: string;
  onChange: (month: string) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const label = t('common.month');
  const [isPicking, setPicking] = useState(false);
  const shown = formatMonth(month);
  const monthButton = (loading: boolean) => (
    <Button
      icon={<CalendarOutlined />}
      iconPlacement="end"
      loading={loading}
      aria-label={`${label}: ${shown}`}
      aria-haspopup="dialog"
      onClick={() => setPicking(true)}
      data-testid={testId}
    >
      {shown}
    </Button>
  );
  return (
    <Space.Compact>
      <Button
        icon={<LeftOutlined />}
        aria-label={t('common.previousMonth')}
        disabled={month <= FIRST}
        onClick={() => onChange(addMonths(month, -1))}
        data-testid={`${testId}-previous`}
      />
      {isPicking ? (
        <Suspense fallback={monthButton(true)}>
          <MonthPickerPopup
            month={month}
            display={DISPLAY}
            ariaLabel={label}
            onChange={onChange}
            onClose={() => setPicking(false)}
          />
        </Suspense>
      ) : (
        monthButton(false)
      )}
      <Button
        icon={<RightOutlined />}
        aria-label={t('common.nextMonth')}
        disabled={month >= LAST}
        onClick={() => onChange(addMonths(month, 1))}
        data-testid={`${testId}-next`}
      />
    </Space.Compact>
  );
}
