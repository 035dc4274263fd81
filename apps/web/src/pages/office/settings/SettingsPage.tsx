import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplaySettingsForm } from '../../../features/display-settings/DisplaySettingsForm';
import { OfficeLayout } from '../layout/OfficeLayout';
import { MailingForm } from './MailingForm';
import { PersonalDataForm } from './PersonalDataForm';
import { SportsForm } from './SportsForm';
import { settingsPageOpened } from './settings.model';

/** `office/settings`: personal data, mailing, display settings and the sports of the line and live. */
export function SettingsPage() {
  const { t } = useTranslation('pages');
  const opened = useUnit(settingsPageOpened);
  useEffect(() => opened(), [opened]);
  return (
    <OfficeLayout routeId="office.settings">
      <section className="card office-card" aria-labelledby="personal-data-title">
        <h2 id="personal-data-title">{t('office.settings.personalTitle')}</h2>
        <p>{t('office.settings.personalText')}</p>
        <PersonalDataForm />
      </section>
      <section className="card office-card" id="mailing" aria-labelledby="mailing-title">
        <h2 id="mailing-title">{t('office.settings.mailingTitle')}</h2>
        <p>{t('office.settings.mailingText')}</p>
        <MailingForm />
      </section>
      <section className="card office-card" id="display" aria-labelledby="display-title">
        <h2 id="display-title">{t('office.settings.displayTitle')}</h2>
        <p>{t('office.settings.displayText')}</p>
        <DisplaySettingsForm />
      </section>
      <section className="card office-card" id="sports" aria-labelledby="sports-title">
        <h2 id="sports-title">{t('office.sports.title')}</h2>
        <p>{t('office.sports.text')}</p>
        <SportsForm />
      </section>
    </OfficeLayout>
  );
}
