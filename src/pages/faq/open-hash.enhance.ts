/**
 * On an islands-mode FAQ category (no React runs its page): opens the question the address
 * points at (/faq/x#key) at load and on each hash change, and brings it below the sticky header
 * (its scroll-margin-top). The page's useHashTarget does this where the app renders the page.
 */
export default function enhance(el: HTMLElement): void {
  const apply = () => {
    const id = decodeURIComponent(location.hash.replace(/^#/, ''));
    const target = id ? document.getElementById(id) : null;
    if (!(target instanceof HTMLDetailsElement) || !el.contains(target)) return;
    target.open = true;
    target.scrollIntoView({ block: 'start' });
  };
  apply();
  window.addEventListener('hashchange', apply);
}
