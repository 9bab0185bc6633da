import type { Locale } from '@staffhub/domain';
import type { ReactNode } from 'react';
import { LanguageField } from '../app/components/LanguageField';
import type { Translator } from '../i18n/translator';

/**
 * The guest layout of SPEC 2 (header with the language select only, centred content, footer) for
 * the signed-out login screen, before the app has loaded. Same look as app/layouts/GuestLayout.
 */
export function GuestShell({
  tr,
  locale,
  onLocaleChange,
  children,
}: {
  tr: Translator;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  children: ReactNode;
}) {
  return (
    <div className="guest-shell">
      <header className="guest-header">
        <a href="/" className="guest-logo">
          <span className="guest-logo-mark" aria-hidden="true">
            S
          </span>
          <span>Staffhub</span>
        </a>
        <LanguageField label={tr.t('common.language')} value={locale} onChange={onLocaleChange} />
      </header>
      <main className="guest-main">{children}</main>
      <footer className="guest-footer" data-testid="footer">
        {tr.t('common.copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
