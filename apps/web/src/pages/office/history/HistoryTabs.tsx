import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { NavLinks } from '../../../shared/ui/NavLinks';

/** Sports bets, casino rounds and lottery tickets: the three parts of the office's history. */
export function HistoryTabs({ current }: { readonly current: 'bets' | 'casino' | 'lotteries' }) {
  const { t } = useTranslation('pages');
  const { lng } = useParams({ from: '/$lng' });
  return (
    <NavLinks
      className="chip-row"
      label={t('casinoHistory.tabs')}
      linkClassName="chip"
      items={[
        { key: 'bets', href: `/${lng}/office/history`, label: t('casinoHistory.betsLink'), current: current === 'bets' },
        { key: 'casino', href: `/${lng}/office/history/casino`, label: t('casinoHistory.casinoLink'), current: current === 'casino' },
        { key: 'lotteries', href: `/${lng}/office/history/lotteries`, label: t('lotteriesHistory.tab'), current: current === 'lotteries' },
      ]}
    />
  );
}
