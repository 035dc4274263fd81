import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from './pool-format';

/** One figure of a draw's head: what it is and how much. */
export function PoolFigure({ label, className, children }: { readonly label: string; readonly className?: string; readonly children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

interface HeadProps {
  readonly titleId: string;
  readonly title: string;
  /** When it is drawn or closes, or its state. */
  readonly note: string;
  readonly jackpot: { readonly amount: number; readonly currency: string } | null;
  /** The figures after the jackpot (`PoolFigure`s). */
  readonly children: ReactNode;
}

/** A draw card's head: the draw's title and note, its jackpot and other figures. */
export function PoolDrawHead({ titleId, title, note, jackpot, children }: HeadProps) {
  const { t, i18n } = useTranslation('pages');
  return (
    <header className="pools__card-head">
      <div>
        <h2 id={titleId}>{title}</h2>
        <p className="pools__muted">{note}</p>
      </div>
      <dl className="pools__figures">
        {jackpot ? (
          <PoolFigure label={t('pools.jackpot')} className="pools__jackpot">
            {money(jackpot.amount, jackpot.currency, i18n.language)}
          </PoolFigure>
        ) : null}
        {children}
      </dl>
    </header>
  );
}
