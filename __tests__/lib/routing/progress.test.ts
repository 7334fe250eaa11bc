import { createDelayedProgress } from '../../../src/lib/routing/progress';

describe('createDelayedProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const calls: string[] = [];
    const progress = createDelayedProgress({ delayMs: 200, show: () => calls.push('show'), hide: () => calls.push('hide') });
    return { calls, progress };
  }

  it('a navigation done within 200 ms never shows the bar', () => {
    const { calls, progress } = setup();
    progress.start();
    jest.advanceTimersByTime(199);
    progress.done();
    jest.advanceTimersByTime(1000);
    expect(calls).toEqual([]);
  });

  it('a slower one shows it after 200 ms and hides it when done', () => {
    const { calls, progress } = setup();
    progress.start();
    jest.advanceTimersByTime(200);
    expect(calls).toEqual(['show']);
    progress.done();
    expect(calls).toEqual(['show', 'hide']);
  });

  it('a second start while pending does not restart the delay; done without start does nothing', () => {
    const { calls, progress } = setup();
    progress.done();
    progress.start();
    jest.advanceTimersByTime(150);
    progress.start();
    jest.advanceTimersByTime(50);
    expect(calls).toEqual(['show']);
  });
});
