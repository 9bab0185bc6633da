/**
 * A floor drawn as SVG from its data: rooms as labelled rectangles, desks as small rectangles with
 * their code, coloured by their person's presence today. Zoom with the buttons or the wheel, pan by
 * dragging (mouse, pen or finger); a desk is chosen by a click, a tap or the keyboard. Administrators
 * may drop a person from the staff list on a desk.
 */
import { AimOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import type { FloorPlan, Seat } from '@staffhub/domain';
import { Button, Tooltip } from 'antd';
import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  centreOn,
  fitView,
  PRESENCE_COLOURS,
  panBy,
  unitsPerPixel,
  type View,
  ZOOM_STEP,
  zoomAt,
} from './plan';
import { STAFF_DRAG_TYPE } from './StaffList';

interface Props {
  plan: FloorPlan;
  selectedSeatId: number | null;
  /** A desk to bring into view (a new object each time a person is chosen in the staff list). */
  focus: { seatId: number } | null;
  onSelect: (seat: Seat) => void;
  /** Administrators: a person dropped on a desk. */
  onDropPerson?: ((seat: Seat, employeeId: number) => void) | undefined;
}

export function FloorPlanView({ plan, selectedSeatId, focus, onSelect, onDropPerson }: Props) {
  const { t } = useTranslation();
  const floor = plan.floor;
  const [view, setView] = useState<View>(() => fitView(floor));
  const svgRef = useRef<SVGSVGElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; moved: boolean; seatId: number | null } | null>(
    null,
  );
  const [dropSeat, setDropSeat] = useState<number | null>(null);

  // A new floor starts on the whole plan.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the floor's number decides
  useEffect(() => setView(fitView(floor)), [floor.number, floor.width, floor.height]);

  // The desk chosen in the staff list comes into view (once: a live refetch does not move the view).
  const focusSeat = plan.seats.find((s) => s.id === focus?.seatId);
  const focusRect = focusSeat ? `${focusSeat.x},${focusSeat.y},${focusSeat.w},${focusSeat.h}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new choice or its desk arriving decides
  useEffect(() => {
    if (!focusRect) return;
    const [x, y, w, h] = focusRect.split(',').map(Number) as [number, number, number, number];
    setView((v) => centreOn(v, floor, { x, y, w, h }));
  }, [focus, focusRect]);

  // The wheel zooms around the pointer (a non-passive listener, so the page does not scroll too).
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const box = svg.getBoundingClientRect();
      setView((v) => {
        const k = unitsPerPixel(v, box);
        // The drawing is centred in the box (`xMidYMid meet`).
        const cx = v.x + v.w / 2 + (e.clientX - box.left - box.width / 2) * k;
        const cy = v.y + v.h / 2 + (e.clientY - box.top - box.height / 2) * k;
        return zoomAt(v, floor, e.deltaY < 0 ? ZOOM_STEP : 1 / ZOOM_STEP, cx, cy);
      });
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [floor]);

  const seatIdOf = (target: EventTarget | null): number | null => {
    const el = (target as Element | null)?.closest?.('[data-seat-id]');
    return el ? Number(el.getAttribute('data-seat-id')) : null;
  };

  const onPointerDown = (e: PointerEvent<SVGSVGElement>) => {
    if (e.button !== 0) return;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false, seatId: seatIdOf(e.target) };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 5) return;
    d.moved = true;
    d.x = e.clientX;
    d.y = e.clientY;
    const k = unitsPerPixel(view, e.currentTarget.getBoundingClientRect());
    setView((v) => panBy(v, floor, dx * k, dy * k));
  };
  const onPointerUp = (e: PointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d || d.id !== e.pointerId || d.moved || d.seatId === null) return;
    const seat = plan.seats.find((s) => s.id === d.seatId);
    if (seat) onSelect(seat);
  };
  const onSeatKey = (e: KeyboardEvent, seat: Seat) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      onSelect(seat);
    }
  };

  const acceptsDrop = (e: React.DragEvent) =>
    Boolean(onDropPerson) && e.dataTransfer.types.includes(STAFF_DRAG_TYPE);
  const onDragOver = (e: React.DragEvent<SVGSVGElement>) => {
    if (!acceptsDrop(e)) return;
    const id = seatIdOf(e.target);
    if (id === null) {
      setDropSeat(null);
      return;
    }
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    setDropSeat(id);
  };
  const onDrop = (e: React.DragEvent<SVGSVGElement>) => {
    setDropSeat(null);
    if (!acceptsDrop(e)) return;
    e.preventDefault();
    const seat = plan.seats.find((s) => s.id === seatIdOf(e.target));
    const employeeId = Number(e.dataTransfer.getData(STAFF_DRAG_TYPE));
    if (seat && employeeId > 0) onDropPerson?.(seat, employeeId);
  };

  const presenceText = (seat: Seat) =>
    seat.employee ? t(`seats.presence.${seat.employee.presence}`) : t('seats.presence.empty');
  const labelOf = (seat: Seat) =>
    seat.employee
      ? t('seats.seatLabel', { code: seat.code, name: seat.employee.name, presence: presenceText(seat) })
      : t('seats.seatEmptyLabel', { code: seat.code });
  const roomName = (kind: string, name: string) => {
    const key = `seats.rooms.${kind}`;
    const label = t(key, { defaultValue: name });
    return kind === 'meeting' ? `${label} ${name}` : label;
  };

  return (
    <div className="app-seat-plan">
      <div className="app-seat-plan-tools">
        <Tooltip title={t('seats.zoomIn')}>
          <Button
            icon={<PlusOutlined />}
            aria-label={t('seats.zoomIn')}
            data-testid="seat-zoom-in"
            onClick={() => setView((v) => zoomAt(v, floor, ZOOM_STEP))}
          />
        </Tooltip>
        <Tooltip title={t('seats.zoomOut')}>
          <Button
            icon={<MinusOutlined />}
            aria-label={t('seats.zoomOut')}
            data-testid="seat-zoom-out"
            onClick={() => setView((v) => zoomAt(v, floor, 1 / ZOOM_STEP))}
          />
        </Tooltip>
        <Tooltip title={t('seats.zoomFit')}>
          <Button
            icon={<AimOutlined />}
            aria-label={t('seats.zoomFit')}
            data-testid="seat-zoom-fit"
            onClick={() => setView(fitView(floor))}
          />
        </Tooltip>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a <fieldset> */}
      <svg
        ref={svgRef}
        className="app-seat-svg"
        viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
        preserveAspectRatio="xMidYMid meet"
        style={{ aspectRatio: `${floor.width} / ${floor.height}` }}
        role="group"
        aria-label={t('seats.planLabel', { floor: floor.number })}
        data-testid="seat-plan"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onDragOver={onDragOver}
        onDragLeave={() => setDropSeat(null)}
        onDrop={onDrop}
      >
        <rect x={0} y={0} width={floor.width} height={floor.height} className="app-seat-floor" />
        {plan.rooms.map((r) => (
          <g key={r.id} className={`app-seat-room app-seat-room-${r.kind}`}>
            <rect x={r.x} y={r.y} width={r.w} height={r.h} rx={6} />
            <text x={r.x + r.w / 2} y={r.y + r.h / 2} textAnchor="middle" dominantBaseline="middle">
              {roomName(r.kind, r.name)}
            </text>
          </g>
        ))}
        {plan.seats.map((s) => {
          const colours = PRESENCE_COLOURS[s.employee?.presence ?? 'empty'];
          const selected = s.id === selectedSeatId;
          const classes = ['app-seat-desk'];
          if (!s.employee) classes.push('is-empty');
          if (selected) classes.push('is-selected');
          if (s.id === dropSeat) classes.push('is-drop');
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be a <button>
            <g
              key={s.id}
              data-seat-id={s.id}
              data-seat-code={s.code}
              data-presence={s.employee?.presence ?? 'empty'}
              className={classes.join(' ')}
              role="button"
              tabIndex={0}
              aria-label={labelOf(s)}
              aria-pressed={selected}
              onKeyDown={(e) => onSeatKey(e, s)}
            >
              <title>{labelOf(s)}</title>
              <rect
                x={s.x}
                y={s.y}
                width={s.w}
                height={s.h}
                rx={3}
                fill={colours.fill}
                stroke={colours.stroke}
              />
              <text x={s.x + s.w / 2} y={s.y + s.h / 2} textAnchor="middle" dominantBaseline="central">
                {s.code}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
