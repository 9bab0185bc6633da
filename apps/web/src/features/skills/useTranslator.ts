import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translator } from '../../i18n/translator';

/** The screen's `t` as the pure helpers' `Translator`: a new one when the language changes. */
export function useTranslator(): Translator {
  const { t, i18n } = useTranslation();
  return useMemo(
    () => ({
      t: (key: string, values?: Record<string, string | number>) => t(key, values),
      exists: (key: string) => i18n.exists(key),
    }),
    [t, i18n],
  );
}
