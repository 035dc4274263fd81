import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../app/site-config';
import { useRouteTitle } from '../../../shared/i18n/use-route-title';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Breadcrumbs } from '../../../shared/ui/Breadcrumbs';
import { BetSetup } from './BetSetup';
import { CalculatorSummary } from './CalculatorSummary';
import { LegList } from './LegList';
import { calculatorOpened } from './model';
import { StakeField } from './StakeField';
import './calculator.css';

/**
 * information/betting-calculator, rendered by the host on libs/coupon: any bet type (single, express,
 * system k/n), any odds view, each selection won, lost or void. Without JavaScript the `content` remote app's form
 * in the first HTML does a single or an express with the same maths.
 */
export function BettingCalculatorPage() {
  const { t } = useTranslation('pages');
  const routeTitle = useRouteTitle();
  const [opened, config] = useUnit([calculatorOpened, siteConfig.$config]);
  const title = routeTitle('information.betting-calculator');
  useDocumentTitle(`${title} · ${config?.siteConfig.companyName ?? ''}`);
  useEffect(() => {
    opened();
  }, [opened]);

  return (
    <section className="page betting-calc" aria-labelledby="betting-calc-title">
      <Breadcrumbs sections={[routeTitle('information')]} current={title} />
      <header className="betting-calc__header">
        <h1 id="betting-calc-title">{title}</h1>
        <p className="betting-calc__lead">{t('bettingCalculator.lead')}</p>
      </header>
      <div className="betting-calc__layout">
        <form className="betting-calc__form" aria-label={title} noValidate onSubmit={(event) => event.preventDefault()}>
          <BetSetup />
          <LegList />
          <StakeField />
        </form>
        <CalculatorSummary />
      </div>
      <p className="betting-calc__note">{t('bettingCalculator.note')}</p>
    </section>
  );
}
