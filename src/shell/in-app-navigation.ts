/**
 * A way for the shell's plain links (the cookie notice's policy link) to open a page inside the
 * app when a client-side router runs: the app registers it; without one, links load the page.
 */
let navigator: ((href: string) => void) | null = null;

/** Registers the app's navigation (null to remove it); returns the function that removes it. */
export function setInAppNavigation(navigate: ((href: string) => void) | null): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

/** Opens `href` (a path of this site) in the app; false when no app navigation is registered. */
export function navigateInApp(href: string): boolean {
  if (!navigator) return false;
  navigator(href);
  return true;
}
