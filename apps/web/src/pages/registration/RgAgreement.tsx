import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The responsible-gaming agreement shown before registration when the site requires it (spec §4). */
export function RgAgreement({ lng, onAccept }: { readonly lng: string; readonly onAccept: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <section className="auth-form" aria-labelledby="rg-agreement-title" data-testid="rg-agreement">
      <h2 id="rg-agreement-title">{t('auth.rgAgreement.title')}</h2>
      <ul>
        <li>{t('auth.rgAgreement.age')}</li>
        <li>{t('auth.rgAgreement.responsibly')}</li>
        <li>{t('auth.rgAgreement.limits')}</li>
      </ul>
      <p className="auth-muted">
        <Link to="/$lng/information/responsiblegaming" params={{ lng }} className="auth-link">
          {t('auth.rgAgreement.more')}
        </Link>
      </p>
      <button type="button" className="button button--primary auth-submit" onClick={onAccept}>
        {t('auth.rgAgreement.accept')}
      </button>
    </section>
  );
}
