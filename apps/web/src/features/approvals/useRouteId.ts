import { useEffect } from 'react';
import { navigateTo } from '../../api/navigation';
import { NOT_FOUND_PATH } from '../../app/routes';

/** The numeric `:id` of a route; anything else is a missing page (404). */
export function useRouteId(raw: string | undefined): number | null {
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const valid = id !== null && id > 0;
  useEffect(() => {
    if (!valid) navigateTo(NOT_FOUND_PATH, { replace: true });
  }, [valid]);
  return valid ? id : null;
}
