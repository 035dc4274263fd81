import { minorToMajorString, parseMoney } from '@betting/kernel';
import { useId, useState } from 'react';

/**
 * A money amount typed in major units (the currency's own decimals); the model gets minor units. What the bettor
 * types stays while it means the model's amount (or is not yet a number); a change from elsewhere (+/−) shows.
 */
export function MoneyInput({ label, iso, value, onChange, locale }: { readonly label: string; readonly iso: string; readonly value: number; readonly onChange: (amount: number) => void; readonly locale: string }) {
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const parsed = draft === null ? null : parseMoney(draft.trim().replace(',', '.'), iso);
  const text = draft !== null && (!parsed?.ok || parsed.value === value) ? draft : minorToMajorString(value, iso);
  return (
    <div className="coupon__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        value={text}
        lang={locale}
        onBlur={() => setDraft(null)}
        onChange={(event) => {
          setDraft(event.target.value);
          const amount = parseMoney(event.target.value.trim().replace(',', '.'), iso);
          if (amount.ok) onChange(amount.value);
          else if (event.target.value.trim() === '') onChange(0);
        }}
      />
    </div>
  );
}

