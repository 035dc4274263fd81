import type { ConfigAllResponse } from '@betting/contracts';
import { pathInLanguage } from '@betting/routing';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InstallAppButton } from '../install-app/InstallAppButton';

interface Props {
  readonly config: ConfigAllResponse;
  readonly lng: string;
}

export function Footer({ config, lng }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__notice">
          <span className="age-badge" aria-label="18+">
            {t('footer.adultsOnly')}
          </span>
          <p>{t('footer.responsible')}</p>
        </div>
        <nav className="site-footer__languages" aria-label={t('footer.languages')}>
          {config.languages.map((language) => (
            <a key={language.code} href={pathInLanguage(location.pathname, language.code)} hrefLang={language.code} lang={language.code} aria-current={language.code === lng ? 'true' : undefined}>
              {language.nativeName}
            </a>
          ))}
        </nav>
        <InstallAppButton />
        <p className="site-footer__rights">{t('footer.rights', { year: new Date().getFullYear(), companyName: config.siteConfig.companyName })}</p>
      </div>
    </footer>
  );
}
