import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../i18n';
import { LanguageField } from './LanguageField';

/** The signed-in header's language choice: changing it loads the language's texts, then switches. */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <LanguageField
      label={t('common.language')}
      value={currentLocale()}
      onChange={(locale) => void changeLocale(locale)}
    />
  );
}
