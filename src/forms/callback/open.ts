/** Opens the call-back modal from anywhere (header, footer) without loading the form up front. */
const listeners = new Set<() => void>();

/** True when a page-wide host took it; otherwise the caller's link goes to /call, which opens it. */
export function openCallback(): boolean {
  listeners.forEach((l) => l());
  return listeners.size > 0;
}

export function onOpenCallback(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
