/** GET /commons: the shared lists of the forms (companies, divisions, teams...). */
import { useQuery } from '@tanstack/react-query';
import { api } from './http';
import { queryKeys } from './queryKeys';

export interface NamedItem {
  id: number;
  code: string;
  name: string;
}

export interface Commons {
  foots?: Array<NamedItem & { division_id: number }>;
  divisions?: NamedItem[];
  positions?: NamedItem[];
  jobTitle?: NamedItem[];
  departments?: NamedItem[];
  companies?: Array<NamedItem & { time_zone: string }>;
}

export function useCommons() {
  return useQuery({
    queryKey: queryKeys.commons,
    queryFn: ({ signal }) => api.get<Commons>('/commons', { signal, quiet: true }),
    staleTime: 30 * 60_000,
  });
}
