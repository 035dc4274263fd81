import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusesLayout, LoadState, useBonusRoute } from './BonusesLayout';
import { rulesQuery } from './catalogue.model';
import { paragraphs } from './format';

/** `bonuses/rules` and `offers/rules`: the general bonus rules, a section each (the routing table hides it when route 47 is off). */
export function BonusRulesPage() {
  const { t } = useTranslation('pages');
  const { lng } = useBonusRoute();
  const [sections, failed, pending, start] = useUnit([rulesQuery.$data, rulesQuery.$failed, rulesQuery.$pending, rulesQuery.start]);
  useEffect(() => {
    start(lng);
  }, [start, lng]);
  return (
    <BonusesLayout>
      <p className="bonuses-lead">{t('bonuses.rules.intro')}</p>
      <LoadState pending={pending && !sections} failed={failed} onRetry={() => start(lng)}>
        <div className="bonus-rules">
          {(sections ?? []).map((section) => (
            <section key={section.id} className="card bonus-section" aria-labelledby={`rules-${section.id}`}>
              <h2 id={`rules-${section.id}`}>{section.title}</h2>
              {paragraphs(section.text).map((text) => (
                <p key={text}>{text}</p>
              ))}
            </section>
          ))}
        </div>
      </LoadState>
    </BonusesLayout>
  );
}
