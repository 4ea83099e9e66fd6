/**
 * A date typed as digits becomes DD.MM.YYYY as it is typed ("05031990" -> "05.03.1990"), so a
 * phone's numeric keyboard, which has no dot, is enough. Deleting works as usual.
 */
export function formatDayInput(input: HTMLInputElement): void {
  const digits = input.value.replace(/\D/g, '').slice(0, 8);
  const formatted = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('.');
  // Typed dots are kept where they belong; only a value that changes is written back.
  if (formatted !== input.value && !/^\d{1,2}\.?$|^\d{2}\.\d{1,2}\.?$/.test(input.value)) input.value = formatted;
}
