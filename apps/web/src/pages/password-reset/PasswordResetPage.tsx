import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../app/site-config';
import { ForgotPasswordFlow } from '../../features/identity/forgot-password/ForgotPasswordFlow';
import { useDocumentTitle } from '../../shared/lib/use-document-title';
import '../../features/identity/identity.css';

/** `user/passwordreset`: the forgot-password flow as a page of its own. */
export function PasswordResetPage() {
  const { t } = useTranslation('pages');
  const config = useUnit(siteConfig.$config);
  const title = t('auth.forgot.title');
  useDocumentTitle(`${title} · ${config?.siteConfig.companyName ?? ''}`);
  return (
    <section className="page auth-page" aria-labelledby="password-reset-title">
      <div className="card auth-card">
        <h1 id="password-reset-title">{title}</h1>
        <ForgotPasswordFlow idPrefix="password-reset" />
      </div>
    </section>
  );
}
