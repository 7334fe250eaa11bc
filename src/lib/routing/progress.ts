/** Timing of the route progress bar: it appears only for navigations slower than a delay. */

export interface DelayedProgressOptions {
  delayMs: number;
  show: () => void;
  hide: () => void;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface DelayedProgress {
  /** A navigation began. Calling it again while one is pending changes nothing. */
  start(): void;
  /** The navigation ended: cancel the pending show, or hide what was shown. */
  done(): void;
}

/**
 * Calls `show` when `done` has not come within `delayMs` of `start`, so quick navigations never flash a bar.
 * @example const progress = createDelayedProgress({ delayMs: 200, show: NProgress.start, hide: NProgress.done })
 */
export function createDelayedProgress({ delayMs, show, hide, setTimer = setTimeout, clearTimer = clearTimeout as (timer: unknown) => void }: DelayedProgressOptions): DelayedProgress {
  let timer: unknown = null;
  let shown = false;
  return {
    start() {
      if (timer !== null || shown) return;
      timer = setTimer(() => {
        timer = null;
        shown = true;
        show();
      }, delayMs);
    },
    done() {
      if (timer !== null) {
        clearTimer(timer);
        timer = null;
      }
      if (shown) {
        shown = false;
        hide();
      }
    },
  };
}
