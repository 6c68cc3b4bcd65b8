/** The most times that fall inside any one second. */
export function busiestSecond(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let worst = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= 1000) j++;
    worst = Math.max(worst, i - j + 1);
  }
  return worst;
}
