/** @jest-environment jsdom */
// The progress timer takes the timer functions there are when the module loads: fake ones from the start.
jest.useFakeTimers();
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PROGRESS_DELAY_MS, routeProgress } = require('../../src/theme/RouteProgress') as typeof import('../../src/theme/RouteProgress');

const fill = () => document.querySelector<HTMLElement>('#nprogress .bar');
const shown = () => Number(/translate3d\((-?[\d.]+)%/.exec(fill()?.style.transform ?? '')?.[1]) + 100;


describe('route progress bar', () => {
  it('appears after the delay at 8 %, creeps on while the navigation lasts, fills and fades out when it ends', () => {
    routeProgress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS - 1);
    expect(document.getElementById('nprogress')).toBeNull();
    jest.advanceTimersByTime(1);
    expect(fill()?.querySelector('.peg')).not.toBeNull();
    expect(shown()).toBeCloseTo(8);
    jest.advanceTimersByTime(800);
    expect(shown()).toBeCloseTo(18);
    jest.advanceTimersByTime(60_000);
    expect(shown()).toBeGreaterThan(90);
    expect(shown()).toBeLessThan(100);
    routeProgress.done();
    expect(shown()).toBe(100);
    jest.advanceTimersByTime(200);
    expect(document.getElementById('nprogress')?.style.opacity).toBe('0');
    jest.advanceTimersByTime(200);
    expect(document.getElementById('nprogress')).toBeNull();
  });

  it('shows one bar when the next slow navigation starts while the last bar fades', () => {
    routeProgress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    routeProgress.done();
    jest.advanceTimersByTime(250);
    routeProgress.start();
    jest.advanceTimersByTime(PROGRESS_DELAY_MS);
    expect(document.querySelectorAll('#nprogress')).toHaveLength(1);
    expect(shown()).toBeCloseTo(8);
    routeProgress.done();
    jest.advanceTimersByTime(1000);
    expect(document.getElementById('nprogress')).toBeNull();
  });
});
