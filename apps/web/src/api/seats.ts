/**
 * The seat chart API (docs/api-seats.md): a floor's plan with who-is-where, the staff list with
 * seats, assigning and freeing seats (administrators), and a person's moves.
 */
import type { FloorPlan, Presence, Seat, SeatChange, SeatHistory, SeatStaff } from '@staffhub/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { seatKeys } from '../features/seats/keys';
import { api } from './http';
import { queryKeys } from './queryKeys';

export type { FloorPlan, Presence, Seat, SeatChange, SeatHistory, SeatStaff };

export interface SeatStaffPage {
  data: SeatStaff[];
  from: number | null;
  to: number | null;
  last_page: number;
  current_page: number;
  total: number;
  per_page: number;
}

/** i18n keys of the labels of the fields the seats API names. */
export const SEAT_LABELS: Record<string, string> = {
  seat_id: 'seats.fields.seat',
  employee_id: 'seats.fields.employee',
  floor: 'seats.fields.floor',
  q: 'seats.fields.q',
};

export function useFloorPlan(floor: number, enabled = true) {
  return useQuery({
    queryKey: seatKeys.plan(floor),
    queryFn: ({ signal }) => api.get<FloorPlan>('/entity/get-location', { query: { floor }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSeatStaff(query: { q?: string; page: number; per_page: number }, enabled = true) {
  const q: Record<string, string | number> = { page: query.page, per_page: query.per_page };
  if (query.q) q.q = query.q;
  return useQuery({
    queryKey: seatKeys.staff(q),
    queryFn: ({ signal }) => api.get<SeatStaffPage>('/entity/staff', { query: q, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Administrators: a person's moves, newest first. */
export function useSeatHistory(employeeId: number | null) {
  return useQuery({
    queryKey: seatKeys.history(employeeId ?? 0),
    queryFn: ({ signal }) =>
      api.get<SeatHistory>('/entity/seat-history', {
        query: { employee_id: employeeId },
        signal,
        stayOnPage: true,
      }),
    enabled: employeeId !== null,
  });
}

/** Every seat screen's data (the plans, the staff list, the histories). */
export function useInvalidateSeats() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.seats });
}

/** Administrators: seat a person (moving them from their seat); 4360 seat taken, 4361 person left. */
export function assignSeat(seatId: number, employeeId: number) {
  return api.post<SeatChange>(
    '/entity/assign-seat',
    { seat_id: seatId, employee_id: employeeId },
    { labels: SEAT_LABELS, stayOnPage: true },
  );
}

/** Administrators: free a seat. */
export function unassignSeat(seatId: number) {
  return api.post<SeatChange>(
    '/entity/unassign-seat',
    { seat_id: seatId },
    { labels: SEAT_LABELS, stayOnPage: true },
  );
}
