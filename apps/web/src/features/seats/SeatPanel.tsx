/**
 * The chosen desk: its person and their presence today; for administrators, a searchable choice of
 * a person to seat there (moving them from their seat), or freeing the desk, and the person's moves.
 */
import { FILTER_MAX_LENGTH, type Seat } from '@staffhub/domain';
import {
  Button,
  Card,
  Descriptions,
  Empty,
  Popconfirm,
  Select,
  Space,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeatHistory, useSeatStaff } from '../../api/seats';
import { formatDateTime } from '../../lib/dates';

const PRESENCE_TAG = {
  office: 'green',
  left: 'purple',
  remote: 'blue',
  leave: 'orange',
  not_in: 'default',
} as const;

/** How long the person search waits after the last key before asking the server. */
const SEARCH_DELAY_MS = 250;

/** `value`, once it has stayed the same for `delay` ms. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

interface Props {
  seat: Seat | null;
  floor: number;
  canAssign: boolean;
  busy: boolean;
  timeZone: string | null;
  onAssign: (seat: Seat, employeeId: number) => void;
  onFree: (seat: Seat) => void;
}

function PersonPicker({ seat, busy, onAssign }: { seat: Seat; busy: boolean; onAssign: Props['onAssign'] }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const search = useDebounced(q.trim().slice(0, FILTER_MAX_LENGTH), SEARCH_DELAY_MS);
  const staff = useSeatStaff({ q: search, page: 1, per_page: 20 });
  const options = (staff.data?.data ?? []).map((p) => ({
    value: p.id,
    label: `${p.employee_code} ${p.name}${p.seat ? ` (${p.seat.code})` : ''}`,
  }));
  const person = staff.data?.data.find((p) => p.id === chosen);
  return (
    <Space direction="vertical" className="app-seat-picker">
      <Typography.Text strong>{t('seats.panel.choose')}</Typography.Text>
      <Select
        showSearch
        allowClear
        filterOption={false}
        onSearch={(value) => setQ(value.slice(0, FILTER_MAX_LENGTH))}
        maxLength={FILTER_MAX_LENGTH}
        value={chosen}
        onChange={(v) => setChosen(v ?? null)}
        options={options}
        loading={staff.isFetching}
        placeholder={t('seats.panel.choosePlaceholder')}
        aria-label={t('seats.panel.choose')}
        data-testid="seat-person-select"
        notFoundContent={t('seats.staff.none')}
        className="app-seat-select"
      />
      {person?.seat && (
        <Typography.Text type="secondary">
          {t('seats.panel.willMove', { code: person.seat.code })}
        </Typography.Text>
      )}
      <Button
        type="primary"
        disabled={chosen === null}
        loading={busy}
        data-testid="seat-assign"
        onClick={() => chosen !== null && onAssign(seat, chosen)}
      >
        {person?.seat ? t('seats.panel.moveHere') : t('seats.panel.assign')}
      </Button>
    </Space>
  );
}

function Moves({ employeeId, timeZone }: { employeeId: number; timeZone: string | null }) {
  const { t } = useTranslation();
  const history = useSeatHistory(employeeId);
  const moves = history.data?.moves ?? [];
  if (!moves.length) return null;
  return (
    <div className="app-seat-moves">
      <Typography.Text strong>{t('seats.panel.history')}</Typography.Text>
      <Timeline
        className="app-seat-timeline"
        items={moves.slice(0, 5).map((m) => ({
          key: m.id,
          children: (
            <span>
              {m.from && m.to
                ? t('seats.panel.moved', { from: m.from.code, to: m.to.code })
                : m.to
                  ? t('seats.panel.seated', { to: m.to.code })
                  : t('seats.panel.freed', { from: m.from?.code ?? '' })}
              <br />
              <Typography.Text type="secondary">
                {formatDateTime(m.at, timeZone)}
                {m.by ? ` · ${m.by.name}` : ''}
              </Typography.Text>
            </span>
          ),
        }))}
      />
    </div>
  );
}

export function SeatPanel({ seat, floor, canAssign, busy, timeZone, onAssign, onFree }: Props) {
  const { t } = useTranslation();
  if (!seat)
    return (
      <Card size="small" title={t('seats.panel.title')} data-testid="seat-panel">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('seats.panel.pick')} />
      </Card>
    );
  const person = seat.employee;
  return (
    <Card
      size="small"
      title={t('seats.panel.seat', { code: seat.code })}
      data-testid="seat-panel"
      extra={<Typography.Text type="secondary">{t('seats.floor', { n: floor })}</Typography.Text>}
    >
      {person ? (
        <Descriptions column={1} size="small" className="app-seat-person-info">
          <Descriptions.Item label={t('seats.panel.person')}>
            <span data-testid="seat-panel-person">{person.name}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('seats.panel.code')}>{person.employee_code}</Descriptions.Item>
          {person.division && (
            <Descriptions.Item label={t('seats.panel.division')}>{person.division}</Descriptions.Item>
          )}
          <Descriptions.Item label={t('seats.panel.presence')}>
            <Tag
              color={PRESENCE_TAG[person.presence]}
              data-testid="seat-panel-presence"
              data-presence={person.presence}
            >
              {t(`seats.presence.${person.presence}`)}
            </Tag>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph type="secondary">{t('seats.panel.empty')}</Typography.Paragraph>
      )}
      {canAssign &&
        (person ? (
          <Space direction="vertical" className="app-seat-picker">
            <Popconfirm
              title={t('seats.panel.freeConfirm', { name: person.name, code: seat.code })}
              okText={t('seats.panel.free')}
              cancelText={t('seats.panel.cancel')}
              onConfirm={() => onFree(seat)}
            >
              <Button danger loading={busy} data-testid="seat-free">
                {t('seats.panel.free')}
              </Button>
            </Popconfirm>
            <Typography.Text type="secondary">{t('seats.panel.moveHint')}</Typography.Text>
            <Moves employeeId={person.id} timeZone={timeZone} />
          </Space>
        ) : (
          <PersonPicker key={seat.id} seat={seat} busy={busy} onAssign={onAssign} />
        ))}
    </Card>
  );
}
