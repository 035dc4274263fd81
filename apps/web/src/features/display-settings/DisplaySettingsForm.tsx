import { convertOdds } from '@betting/coupon';
import { APP_THEME } from '@betting/settings';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../shared/lib/date-time';
import { settings } from '../../shared/settings';
import { FONT_SIZES, ODDS_FORMATS, oddsFormatOf, offsetLabel, TIME_ZONE_OFFSETS } from './display-options';
import './display-settings.css';

/** A sample the odds list shows each format with: decimal 2.50. */
const SAMPLE_ODDS = 2.5;
/** The moment the clock choice shows as an example: 18:30 UTC. */
const SAMPLE_MOMENT = Date.UTC(2026, 0, 1, 18, 30);

/**
 * The bettor's display settings (spec §3 global settings): odds format, time zone and clock, font size, theme,
 * the sportsbook's columns and the switches the site honours. Each change applies at once everywhere (every view
 * reads the one settings model) and is kept as the settings model decides: cookies and storage, the comfort ones
 * (font size, hidden columns) only with functional cookie consent.
 */
export function DisplaySettingsForm({ headingLevel = 3 }: { readonly headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation('pages');
  const id = useId();
  const [current, fontSize, change, changeFontSize, changeSection, toggleTheme, functionalAllowed] = useUnit([
    settings.$settings,
    settings.$fontSize,
    settings.settingsChanged,
    settings.fontSizeChanged,
    settings.sectionVisibilityChanged,
    settings.themeToggled,
    settings.$mayWriteFunctionalCookies,
  ]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const odds = oddsFormatOf(current.coefViewId);
  const sample = (format: (typeof ODDS_FORMATS)[number]) => convertOdds(SAMPLE_ODDS, format.id);
  const clockSample = (is12h: boolean) => formatMoment(SAMPLE_MOMENT, 'time', { tzo: 0, is12h }, i18n.language);
  return (
    <div className="display-settings">
      <fieldset className="display-settings__group">
        <legend>
          <Heading className="display-settings__title">{t('displaySettings.odds.title')}</Heading>
        </legend>
        <div className="display-settings__choices">
          {ODDS_FORMATS.map((format) => (
            <label key={format.id} className="display-settings__choice">
              <input
                type="radio"
                name={`${id}-odds`}
                value={format.id}
                checked={odds.id === format.id}
                onChange={() => change({ appViewType: format.appViewType, coefViewId: format.id })}
              />
              <span className="display-settings__choice-name">{t(`displaySettings.odds.${format.key}`)}</span>
              <span className="display-settings__choice-sample" aria-hidden="true">
                {sample(format)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="display-settings__group">
        <legend>
          <Heading className="display-settings__title">{t('displaySettings.time.title')}</Heading>
        </legend>
        <label className="field display-settings__field" htmlFor={`${id}-zone`}>
          <span className="field__label">{t('displaySettings.time.zone')}</span>
          <select id={`${id}-zone`} className="field__input" value={String(current.timeZone)} onChange={(event) => change({ timeZone: Number(event.target.value) })}>
            {(TIME_ZONE_OFFSETS.includes(current.timeZone) ? TIME_ZONE_OFFSETS : [...TIME_ZONE_OFFSETS, current.timeZone].sort((a, b) => a - b)).map((hours) => (
              <option key={hours} value={String(hours)}>
                {offsetLabel(hours)}
              </option>
            ))}
          </select>
        </label>
        <div className="display-settings__segmented" role="radiogroup" aria-label={t('displaySettings.time.clock')}>
          {[false, true].map((is12h) => (
            <label key={String(is12h)} className="display-settings__segment">
              <input type="radio" name={`${id}-clock`} checked={current.is12h === is12h} onChange={() => change({ is12h })} />
              <span>
                {t(is12h ? 'displaySettings.time.h12' : 'displaySettings.time.h24')} <span className="display-settings__muted">{clockSample(is12h)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset className="display-settings__group">
        <legend>
          <Heading className="display-settings__title">{t('displaySettings.look.title')}</Heading>
        </legend>
        <label className="field display-settings__field" htmlFor={`${id}-font`}>
          <span className="field__label">{t('displaySettings.look.fontSize')}</span>
          <select id={`${id}-font`} className="field__input" value={String(fontSize)} onChange={(event) => changeFontSize(Number(event.target.value))}>
            {FONT_SIZES.map((percent) => (
              <option key={percent} value={String(percent)}>
                {percent} %
              </option>
            ))}
          </select>
        </label>
        <label className="display-settings__switch">
          <input type="checkbox" role="switch" checked={current.appTheme === APP_THEME.dark} onChange={() => toggleTheme()} />
          <span>{t('displaySettings.look.dark')}</span>
        </label>
      </fieldset>

      <fieldset className="display-settings__group">
        <legend>
          <Heading className="display-settings__title">{t('displaySettings.layout.title')}</Heading>
        </legend>
        <label className="display-settings__switch">
          <input type="checkbox" role="switch" checked={current.leftSectionDisplayState === 0} onChange={(event) => changeSection({ side: 'left', hidden: !event.target.checked })} />
          <span>{t('displaySettings.layout.left')}</span>
        </label>
        <label className="display-settings__switch">
          <input type="checkbox" role="switch" checked={current.rightSectionDisplayState === 0} onChange={(event) => changeSection({ side: 'right', hidden: !event.target.checked })} />
          <span>{t('displaySettings.layout.right')}</span>
        </label>
        <label className="display-settings__switch">
          <input type="checkbox" role="switch" checked={current.isGroupByCountry} onChange={(event) => change({ isGroupByCountry: event.target.checked })} />
          <span>{t('displaySettings.layout.groupByCountry')}</span>
        </label>
        <label className="display-settings__switch">
          <input type="checkbox" role="switch" checked={current.isShowGameId === 1} onChange={(event) => change({ isShowGameId: event.target.checked ? 1 : 0 })} />
          <span>{t('displaySettings.layout.showGameId')}</span>
        </label>
        <label className="display-settings__switch">
          <input type="checkbox" role="switch" checked={current.isAccumulatorOfTheDay === 1} onChange={(event) => change({ isAccumulatorOfTheDay: event.target.checked ? 1 : 0 })} />
          <span>{t('displaySettings.layout.accumulatorOfTheDay')}</span>
        </label>
        {functionalAllowed ? null : <p className="display-settings__note">{t('displaySettings.consentNote')}</p>}
      </fieldset>
    </div>
  );
}
