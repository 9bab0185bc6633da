/** The colours of the presences with the floor's counts (office, remote, leave, not in yet, empty). */
import type { FloorPlan } from '@staffhub/domain';
import { useTranslation } from 'react-i18next';
import { LEGEND, PRESENCE_COLOURS } from './plan';

export function Legend({ counts }: { counts: FloorPlan['counts'] }) {
  const { t } = useTranslation();
  return (
    <ul className="app-seat-legend" aria-label={t('seats.legend')} data-testid="seat-legend">
      {LEGEND.map((key) => (
        <li key={key} data-testid={`seat-count-${key}`}>
          <span
            className={`app-seat-swatch${key === 'empty' ? ' is-empty' : ''}`}
            style={{ background: PRESENCE_COLOURS[key].fill, borderColor: PRESENCE_COLOURS[key].stroke }}
            aria-hidden
          />
          <span>{t(`seats.presence.${key}`)}</span>
          <strong className="app-seat-count">{counts[key]}</strong>
        </li>
      ))}
    </ul>
  );
}
