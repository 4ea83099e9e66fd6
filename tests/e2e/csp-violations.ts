/** Collects the page's Content Security Policy violations, for the CSP checks. */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolation?: (v: string) => void;
  }
}

/** Records every `securitypolicyviolation` the page's document or window sees, on every navigation. */
export async function recordViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__cspViolation', (v: string) => seen.push(v));
  await page.addInitScript(() => {
    const report = (where: string) => (e: SecurityPolicyViolationEvent) =>
      window.__cspViolation?.(`${where} ${location.pathname}: ${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    document.addEventListener('securitypolicyviolation', report('document'), true);
    window.addEventListener('securitypolicyviolation', report('window'), true);
  });
  return seen;
}
