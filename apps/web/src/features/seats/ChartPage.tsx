/**
 * /seating-chart: the seat plans of floors 11, 13, 14, 15 and 17 with who-is-where today. The plan
 * (SVG, zoom and pan) beside the chosen desk's panel and the staff list; stacked on a phone. Each
 * desk is coloured by its person's presence, with a legend and the floor's counts; the page follows
 * check-ins and seat changes live (the `seats` topic). Administrators seat people by choosing a
 * desk and a person, or by dragging a person from the list onto a desk.
 */
import { FLOOR_NUMBERS, type Seat, type SeatStaff } from '@staffhub/domain';
import { Alert, Skeleton, Tabs } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAccount } from '../../api/account';
import { showInfo, showSuccess } from '../../api/feedback';
import { assignSeat, unassignSeat, useFloorPlan, useInvalidateSeats, useSeatStaff } from '../../api/seats';
import { PageHeading } from '../../app/components/PageHeading';
import { FloorPlanView } from './FloorPlanView';
import { Legend } from './Legend';
import { SeatPanel } from './SeatPanel';
import { StaffList } from './StaffList';
import './seats.css';

const floorFrom = (value: string | null): number | null => {
  const n = Number(value);
  return (FLOOR_NUMBERS as readonly number[]).includes(n) ? n : null;
};

export function ChartPage() {
  const { t } = useTranslation();
  const account = useAccount().data;
  const canAssign = Boolean(account?.is_admin);
  const [params, setParams] = useSearchParams();
  // Without a floor in the address: the viewer's own floor, else the first. Nothing is drawn until
  // their own seat is known (no first floor shown, then a jump); the floor is then put in the address.
  const fromUrl = floorFrom(params.get('floor'));
  const mine = useSeatStaff(
    { q: account?.employee_code ?? '', page: 1, per_page: 1 },
    Boolean(account) && fromUrl === null,
  );
  const waiting = fromUrl === null && (!account || mine.isPending);
  const ownFloor = mine.data?.data.find((p) => p.id === account?.employee_id)?.seat?.floor ?? null;
  const floor = fromUrl ?? ownFloor ?? FLOOR_NUMBERS[0];
  useEffect(() => {
    if (fromUrl !== null || waiting) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('floor', String(floor));
        return next;
      },
      { replace: true },
    );
  }, [fromUrl, waiting, floor, setParams]);
  const [selectedSeatId, setSelectedSeatId] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ seatId: number; employeeId: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const plan = useFloorPlan(floor, !waiting);
  const invalidate = useInvalidateSeats();
  const data = plan.data?.floor.number === floor ? plan.data : undefined;
  const selected = useMemo(
    () => data?.seats.find((s) => s.id === selectedSeatId) ?? null,
    [data, selectedSeatId],
  );

  const goFloor = (n: number) => {
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('floor', String(n));
      return next;
    });
    setSelectedSeatId(null);
  };

  const onLocate = (person: SeatStaff) => {
    if (!person.seat) {
      showInfo(t('seats.staff.noSeatInfo', { name: person.name }));
      return;
    }
    if (person.seat.floor !== floor) goFloor(person.seat.floor);
    setSelectedSeatId(person.seat.id);
    setFocus({ seatId: person.seat.id, employeeId: person.id });
  };

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      showSuccess(done);
    } catch {
      // The failure was told by the API layer's toast.
    } finally {
      setBusy(false);
      await invalidate();
    }
  };
  const onAssign = (seat: Seat, employeeId: number) => {
    setSelectedSeatId(seat.id);
    void run(() => assignSeat(seat.id, employeeId), t('seats.panel.assigned', { code: seat.code }));
  };
  const onFree = (seat: Seat) =>
    void run(() => unassignSeat(seat.id), t('seats.panel.freed', { from: seat.code }));

  if (waiting)
    return (
      <>
        <PageHeading />
        <div data-testid="seat-chart-loading">
          <Skeleton active />
        </div>
      </>
    );

  return (
    <>
      <PageHeading />
      <Tabs
        activeKey={String(floor)}
        onChange={(key) => goFloor(Number(key))}
        items={FLOOR_NUMBERS.map((n) => ({
          key: String(n),
          label: <span data-testid={`seat-floor-${n}`}>{t('seats.floor', { n })}</span>,
        }))}
        className="app-seat-tabs"
      />
      {plan.isError && !data ? (
        <Alert type="error" showIcon message={t('seats.loadError')} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <div className="app-seat-layout">
          <div className="app-seat-main">
            <Legend counts={data.counts} />
            <FloorPlanView
              plan={data}
              selectedSeatId={selectedSeatId}
              focus={focus}
              onSelect={(s) => setSelectedSeatId(s.id)}
              onDropPerson={canAssign ? onAssign : undefined}
            />
          </div>
          <div className="app-seat-side">
            <SeatPanel
              seat={selected}
              floor={floor}
              canAssign={canAssign}
              busy={busy}
              timeZone={account?.company_time_zone ?? null}
              onAssign={onAssign}
              onFree={onFree}
            />
            <StaffList
              canAssign={canAssign}
              selectedEmployeeId={selected?.employee?.id ?? focus?.employeeId ?? null}
              onLocate={onLocate}
            />
          </div>
        </div>
      )}
    </>
  );
}
