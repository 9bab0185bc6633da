/** A vote's state in one line: not started / open until <time> / finished at <time>. */
import type { VoteStatusView } from '@staffhub/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/dates';

const TAG_COLORS = { not_started: 'default', started: 'green', finished: 'blue' } as const;

export function StatusLine({ status, timeZone }: { status: VoteStatusView; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const time = status.end ? formatDateTime(status.end, timeZone) : '';
  return (
    <div className="app-vote-status" data-testid="vote-status" data-status={status.status_vote}>
      <Tag color={TAG_COLORS[status.status_vote]}>{t(`vote.status.${status.status_vote}`)}</Tag>
      <span>{t(`vote.statusText.${status.status_vote}`, { time })}</span>
      {status.start && status.status_vote !== 'not_started' && (
        <span className="app-vote-muted">
          {t('vote.startedAt', { time: formatDateTime(status.start, timeZone) })}
        </span>
      )}
    </div>
  );
}
