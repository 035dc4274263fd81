import type { KeyboardEvent } from 'react';

interface Props<Tab extends string> {
  readonly idPrefix: string;
  readonly tabs: readonly Tab[];
  readonly current: Tab;
  readonly label: string;
  readonly labelOf: (tab: Tab) => string;
  readonly onSelect: (tab: Tab) => void;
}

/** Tabs of a form (WAI-ARIA tabs: arrow keys move between them, the current one is the only tab stop). */
export function AuthTabs<Tab extends string>({ idPrefix, tabs, current, label, labelOf, onSelect }: Props<Tab>) {
  const move = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length];
    if (next === undefined) return;
    onSelect(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };
  return (
    <div className="auth-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab}
          id={`${idPrefix}-tab-${tab}`}
          type="button"
          role="tab"
          className="auth-tabs__tab"
          aria-selected={tab === current}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab === current ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={move}
        >
          {labelOf(tab)}
        </button>
      ))}
    </div>
  );
}
