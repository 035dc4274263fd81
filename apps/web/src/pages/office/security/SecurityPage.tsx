import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { OfficeLayout } from '../layout/OfficeLayout';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProtectionPanel } from './ProtectionPanel';
import { $security, $securityLoadFailed, securityPageOpened } from './security.model';

/** `office/security`: protection level and methods, two-factor, phone binding, password change. */
export function SecurityPage() {
  const { t } = useTranslation('pages');
  const [security, loadFailed, opened] = useUnit([$security, $securityLoadFailed, securityPageOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <OfficeLayout routeId="office.security">
      <section className="card office-card" aria-labelledby="protection-title">
        <h2 id="protection-title">{t('office.security.protectionTitle')}</h2>
        {loadFailed ? <p role="alert">{t('office.loadFailed')}</p> : security ? <ProtectionPanel security={security} /> : <p aria-busy="true">{t('office.loading')}</p>}
      </section>
      <section className="card office-card" aria-labelledby="password-title">
        <h2 id="password-title">{t('office.security.passwordTitle')}</h2>
        {security?.changed_pass_day_count !== null && security?.changed_pass_day_count !== undefined ? (
          <p>{t('office.security.passwordAge', { count: security.changed_pass_day_count })}</p>
        ) : null}
        <ChangePasswordForm />
      </section>
    </OfficeLayout>
  );
}
