/**
 * Spreads `size` bytes evenly over [from, to] (ms from slot 0's start) into slots of `slotMs`,
 * growing `slots` as needed and recording nothing past slot `lastSlot`.
 */
export function spreadOverSlots(slots: number[], size: number, from: number, to: number, slotMs: number, lastSlot = Infinity): void {
  const last = Math.min(Math.floor(to / slotMs), lastSlot);
  while (slots.length <= last) slots.push(0);
  for (let slot = Math.floor(from / slotMs); slot <= last; slot++) {
    const share = to > from ? (Math.min(to, (slot + 1) * slotMs) - Math.max(from, slot * slotMs)) / (to - from) : 1;
    slots[slot] = (slots[slot] as number) + size * share;
  }
}
