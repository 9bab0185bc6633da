import { queryKeys } from '../../api/queryKeys';

/** The seat area's query keys, all under `queryKeys.seats` (the live `seats` topic refetches them all). */
export const seatKeys = {
  plan: (floor: number) => [...queryKeys.seats, 'plan', floor] as const,
  staff: (query: Record<string, string | number>) => [...queryKeys.seats, 'staff', query] as const,
  history: (employeeId: number) => [...queryKeys.seats, 'history', employeeId] as const,
};
