/** A friend's user id half hidden for the inviter's list: `12*****89` (at least two stars, never the whole id). */
export function maskUserId(id: number): string {
  const text = String(id);
  if (text.length < 6) return `${text.slice(0, 1)}${'*'.repeat(Math.max(2, text.length - 1))}`;
  return `${text.slice(0, 2)}${'*'.repeat(text.length - 4)}${text.slice(-2)}`;
}
