import type { LineGame, LineMarketGroup } from '@betting/contracts';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BetBuilderPanel } from './BetBuilderPanel';

type Tab = 'markets' | 'builder';
const TABS: readonly Tab[] = ['markets', 'builder'];

/**
 * The markets of a game to come, with a "Bet builder" tab beside them (ARIA tabs: arrows move between them). A live
 * game shows its markets only: the builder prices prematch games.
 */
export function GameMarketTabs({ game, groups, lng, children }: { readonly game: LineGame; readonly groups: readonly LineMarketGroup[]; readonly lng: string; readonly children: ReactNode }) {
  const { t } = useTranslation('pages');
  const [tab, setTab] = useState<Tab>('markets');
  const id = useId();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  if (game.isLive || game.isFinished || groups.length === 0) return <>{children}</>;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + 1) % TABS.length]!;
    setTab(next);
    refs.current[next]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label={t('betBuilder.tabs')} className="game-tabs" onKeyDown={onKeyDown}>
        {TABS.map((key) => (
          <button
            key={key}
            ref={(element) => {
              refs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${key}`}
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            className={`game-tabs__tab${tab === key ? ' game-tabs__tab--current' : ''}`}
            onClick={() => setTab(key)}
          >
            {t(`betBuilder.tab.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'markets' ? children : <BetBuilderPanel game={game} groups={groups} lng={lng} />}
      </div>
    </>
  );
}
