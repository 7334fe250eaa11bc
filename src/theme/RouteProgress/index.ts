/**
 * The route progress bar, shown only for navigations that take longer than 200 ms. Browser only: gatsby-browser
 * wires it up. It draws nprogress's markup (#nprogress > .bar > .peg, styled by nprogress.css and global.css) with
 * nprogress's settings (starts at 8 %, trickles every 800 ms, 200 ms transitions, no spinner); nprogress's own
 * script, three times this code for options the site never uses, stays out of every page.
 */
import 'nprogress/nprogress.css';
import { createDelayedProgress } from '../../lib/routing/progress';
import './styles.module.css';

export const PROGRESS_DELAY_MS = 200;
const SPEED_MS = 200;
const TRICKLE_MS = 800;

let bar: { root: HTMLElement; fill: HTMLElement; value: number; trickle: ReturnType<typeof setInterval> } | null = null;

function set(value: number): void {
  if (!bar) return;
  bar.value = value;
  bar.fill.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
}

/** Slower the further it is, and never full until the navigation ends (nprogress's steps). */
const trickleStep = (value: number) => (value < 0.2 ? 0.1 : value < 0.5 ? 0.04 : value < 0.8 ? 0.02 : value < 0.99 ? 0.005 : 0);

function showBar(): void {
  // A bar still fading out from the last navigation gives way at once.
  document.getElementById('nprogress')?.remove();
  const root = document.createElement('div');
  root.id = 'nprogress';
  root.innerHTML = '<div class="bar"><div class="peg"></div></div>';
  const fill = root.firstChild as HTMLElement;
  fill.style.transition = `transform ${SPEED_MS}ms ease`;
  bar = { root, fill, value: 0, trickle: setInterval(() => bar && set(bar.value + trickleStep(bar.value)), TRICKLE_MS) };
  set(0.08);
  document.body.appendChild(root);
}

function hideBar(): void {
  if (!bar) return;
  const { root, trickle } = bar;
  clearInterval(trickle);
  set(1);
  bar = null;
  setTimeout(() => {
    root.style.cssText = `transition:opacity ${SPEED_MS}ms linear;opacity:0`;
    setTimeout(() => root.remove(), SPEED_MS);
  }, SPEED_MS);
}

export const routeProgress = createDelayedProgress({ delayMs: PROGRESS_DELAY_MS, show: showBar, hide: hideBar });

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
