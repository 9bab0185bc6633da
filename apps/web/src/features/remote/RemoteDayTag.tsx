/** The small "Remote" mark of a timesheet day covered by an approved remote request (`is_remote`). */
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Compact, so the date column of the timesheet list keeps its width. */
const COMPACT = { marginInlineEnd: 0, paddingInline: 4, fontSize: 11, lineHeight: '16px' } as const;

export function RemoteDayTag({ date }: { date?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color="blue" style={COMPACT} data-testid={date ? `remote-day-${date}` : 'remote-day'}>
      {t('remote.dayTag')}
    </Tag>
  );
}
