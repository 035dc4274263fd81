/** Drawn balls (or a ticket's numbers), matched ones marked. */
export function LottoBalls({ numbers, matched, label }: { readonly numbers: readonly number[]; readonly matched?: ReadonlySet<number>; readonly label: string }) {
  return (
    <ul className="lotto-balls" aria-label={label}>
      {numbers.map((number) => (
        <li key={number} className={`lotto-ball${matched?.has(number) ? ' lotto-ball--matched' : ''}`}>
          {number}
        </li>
      ))}
    </ul>
  );
}
