import { GlobalOutlined } from '@ant-design/icons';
import { LOCALES, type Locale } from '@staffhub/domain';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, currentLocale } from '../../i18n';
import { LANGUAGE_LABELS } from '../../i18n/locale';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const value =
    i18n.language && (LOCALES as readonly string[]).includes(i18n.language) ? currentLocale() : undefined;
  return (
    <Select<Locale>
      data-testid="language-select"
      aria-label={t('common.language')}
      value={value}
      onChange={(locale) => void changeLocale(locale)}
      prefix={<GlobalOutlined />}
      style={{ minWidth: 150 }}
      popupMatchSelectWidth={false}
      options={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_LABELS[locale] }))}
    />
  );
}
