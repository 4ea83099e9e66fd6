/**
 * The event that wakes an island whose `when` is 'asked' (src/ui/island.tsx): dispatched on its
 * wrapper by an enhancer that knows, without React, that the island has something to show.
 */
export const islandWakeEvent = 'island:wake';

export function askIsland(wrapper: Element): void {
  wrapper.dispatchEvent(new Event(islandWakeEvent));
}
