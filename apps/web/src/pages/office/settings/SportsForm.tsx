import { SportsPreferencesPath, SportsPreferencesResponseSchema, type SportsPreferencesResponse } from '@betting/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../shared/api/api';
import { OfficeAlert, OfficeDone } from '../layout/OfficeAlert';
import { officeRefusalOf, type OfficeRefusal } from '../layout/refusal';

type Section = 'disallow_line_sport' | 'disallow_live_sport';
const SECTIONS: readonly Section[] = ['disallow_line_sport', 'disallow_live_sport'];

const load = () => apiRequest({ method: 'GET', path: SportsPreferencesPath, schema: SportsPreferencesResponseSchema });

/**
 * The account menu's sports section: a switch per sport for the line and for live. Switched off, the sport leaves
 * this account's menus and events and its bets are refused (user config's disallow_line_sport / disallow_live_sport).
 */
export function SportsForm() {
  const { t } = useTranslation('pages');
  const [stored, setStored] = useState<SportsPreferencesResponse | null>(null);
  const [refusal, setRefusal] = useState<OfficeRefusal | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (answer) => live && setStored(answer),
      (error: unknown) => live && setRefusal(officeRefusalOf(error))
    );
    return () => {
      live = false;
    };
  }, []);
  if (!stored) return refusal ? <OfficeAlert id="sports-alert" refusal={refusal} /> : <p aria-busy="true">{t('office.loading')}</p>;
  // Mounted once the first answer is in; a save keeps the switches as they are (they are what was saved).
  return <SportsSwitches stored={stored} />;
}

function SportsSwitches({ stored }: { readonly stored: SportsPreferencesResponse }) {
  const { t } = useTranslation('pages');
  const [off, setOff] = useState(() => ({ disallow_line_sport: new Set(stored.disallow_line_sport), disallow_live_sport: new Set(stored.disallow_live_sport) }));
  const [refusal, setRefusal] = useState<OfficeRefusal | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const toggle = (section: Section, id: number, shown: boolean) => {
    const next = new Set(off[section]);
    if (shown) next.delete(id);
    else next.add(id);
    setOff({ ...off, [section]: next });
    setSaved(false);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setRefusal(null);
    try {
      const body = { disallow_line_sport: [...off.disallow_line_sport], disallow_live_sport: [...off.disallow_live_sport] };
      const answer = await apiRequest({ method: 'PUT', path: SportsPreferencesPath, body, schema: SportsPreferencesResponseSchema });
      setOff({ disallow_line_sport: new Set(answer.disallow_line_sport), disallow_live_sport: new Set(answer.disallow_live_sport) });
      setSaved(true);
    } catch (error) {
      setRefusal(officeRefusalOf(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form className="office-form" onSubmit={(event) => void onSubmit(event)}>
      <table className="office-sports" data-testid="sports-preferences">
        <thead>
          <tr>
            <th scope="col">{t('office.sports.sport')}</th>
            <th scope="col">{t('office.sports.line')}</th>
            <th scope="col">{t('office.sports.live')}</th>
          </tr>
        </thead>
        <tbody>
          {stored.sports.map((sport) => (
            <tr key={sport.id}>
              <th scope="row">{sport.name}</th>
              {SECTIONS.map((section) => (
                <td key={section}>
                  <input
                    type="checkbox"
                    aria-label={t(section === 'disallow_line_sport' ? 'office.sports.lineOf' : 'office.sports.liveOf', { sport: sport.name })}
                    checked={!off[section].has(sport.id)}
                    onChange={(event) => toggle(section, sport.id, event.target.checked)}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <OfficeAlert id="sports-alert" refusal={refusal} />
      <OfficeDone text={saved ? t('office.sports.saved') : null} />
      <div className="office-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {t('office.sports.save')}
        </button>
      </div>
    </form>
  );
}
