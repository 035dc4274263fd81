/** A player as a draw's winners list shows them to everyone: the id's first two and last two digits (`ID 12••••89`). */
export function maskedPlayer(userId: number): string {
  const digits = String(userId);
  if (digits.length <= 4) return `ID ${digits.slice(0, 1)}${'•'.repeat(Math.max(digits.length - 1, 1))}`;
  return `ID ${digits.slice(0, 2)}${'•'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}
