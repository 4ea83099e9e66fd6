import { useApp } from '../app-context';
import * as s from './loading-bar.css';

/** Runs while a navigation loads its route's code and data (5 s to near the end, then completes). */
export function LoadingBar() {
  const { navigating } = useApp();
  return <div className={navigating ? s.running : s.idle} role="progressbar" aria-hidden={!navigating} aria-busy={navigating} />;
}
