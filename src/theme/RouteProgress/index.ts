/**
 * The route progress bar (nprogress: minimum 0.08, speed 200 ms, trickle every 800 ms, no spinner), shown only for
 * navigations that take longer than 200 ms. Browser only: gatsby-browser wires it up.
 */
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { createDelayedProgress } from '../../lib/routing/progress';
import './styles.module.css';

export const PROGRESS_DELAY_MS = 200;

NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });

export const routeProgress = createDelayedProgress({ delayMs: PROGRESS_DELAY_MS, show: () => NProgress.start(), hide: () => NProgress.done() });

type NavigateFn = (to: unknown, options?: unknown) => unknown;

/**
 * Starts the timer where navigations start. Gatsby's own onRouteUpdateDelayed waits a fixed second, and
 * onPreRouteUpdate fires only once the next page has loaded, so neither can give the spec's 200 ms. Every
 * Link click and navigate() call goes through window.___navigate (set up before onClientEntry), and the back and
 * forward buttons through popstate. onRouteUpdate ends it.
 */
export function watchNavigations(): void {
  const w = window as Window & { ___navigate?: NavigateFn };
  const navigate = w.___navigate;
  if (typeof navigate === 'function') {
    w.___navigate = (to, options) => {
      routeProgress.start();
      return navigate(to, options);
    };
  }
  window.addEventListener('popstate', () => routeProgress.start());
}
