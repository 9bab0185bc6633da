/**
 * The staff list beside the plan: search by name or code, each person with their seat. A click
 * shows the person's seat (their floor, the desk highlighted); administrators may drag a person onto
 * a desk of the plan.
 */
import { HolderOutlined } from '@ant-design/icons';
import { FILTER_MAX_LENGTH, type SeatStaff } from '@staffhub/domain';
import { Card, Empty, Input, Pagination, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSeatStaff } from '../../api/seats';

/** The drag data type of a person dragged from the list (its value: the employee id). */
export const STAFF_DRAG_TYPE = 'application/x-staffhub-employee';
const PER_PAGE = 20;

interface Props {
  canAssign: boolean;
  selectedEmployeeId: number | null;
  onLocate: (person: SeatStaff) => void;
}

export function StaffList({ canAssign, selectedEmployeeId, onLocate }: Props) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const staff = useSeatStaff({ q: q.trim(), page, per_page: PER_PAGE });
  const data = staff.data;

  return (
    <Card size="small" title={t('seats.staff.title')} className="app-seat-staff" data-testid="seat-staff">
      <Input.Search
        allowClear
        maxLength={FILTER_MAX_LENGTH}
        placeholder={t('seats.staff.search')}
        aria-label={t('seats.staff.search')}
        data-testid="seat-staff-search"
        onSearch={(value) => {
          setQ(value);
          setPage(1);
        }}
        onChange={(e) => {
          if (!e.target.value) {
            setQ('');
            setPage(1);
          }
        }}
      />
      {canAssign && <p className="app-seat-hint">{t('seats.staff.dragHint')}</p>}
      <Spin spinning={staff.isFetching}>
        {data && data.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('seats.staff.none')} />
        ) : (
          <ul className="app-seat-staff-list">
            {data?.data.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  className={`app-seat-person${p.id === selectedEmployeeId ? ' is-selected' : ''}`}
                  data-testid={`seat-person-${p.employee_code}`}
                  draggable={canAssign}
                  onDragStart={(e) => {
                    e.dataTransfer.setData(STAFF_DRAG_TYPE, String(p.id));
                    e.dataTransfer.effectAllowed = 'move';
                  }}
                  onClick={() => onLocate(p)}
                >
                  {canAssign && <HolderOutlined className="app-seat-grip" aria-hidden />}
                  <span className="app-seat-person-text">
                    <span className="app-seat-person-name">{p.name}</span>
                    <span className="app-seat-person-code">
                      {p.employee_code}
                      {p.division ? ` · ${p.division}` : ''}
                    </span>
                  </span>
                  {p.seat ? <Tag color="blue">{p.seat.code}</Tag> : <Tag>{t('seats.staff.noSeat')}</Tag>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Spin>
      {data && data.total > PER_PAGE && (
        <Pagination
          size="small"
          simple
          current={page}
          pageSize={PER_PAGE}
          total={data.total}
          onChange={setPage}
          className="app-seat-pager"
        />
      )}
    </Card>
  );
}
