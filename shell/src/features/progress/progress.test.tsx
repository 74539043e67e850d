import { act, render, screen } from '@testing-library/react';
import { createProgress } from './progress';
import { FINISH_MS, ProgressBar, SHOW_AFTER_MS } from './ProgressBar';

describe('progress', () => {
  it('is loading while any key is pending', () => {
    const progress = createProgress();
    progress.start();
    progress.set('mf_catalog/ProductPage', true);
    progress.done();
    expect(progress.isLoading()).toBe(true);
    progress.set('mf_catalog/ProductPage', false);
    expect(progress.isLoading()).toBe(false);
  });

  it('needs one done for a key started twice', () => {
    const progress = createProgress();
    progress.set('slot', true);
    progress.set('slot', true);
    progress.set('slot', false);
    expect(progress.isLoading()).toBe(false);
  });

  it('tells listeners only when loading starts or stops', () => {
    const progress = createProgress();
    const listener = jest.fn();
    progress.subscribe(listener);
    progress.start('a');
    progress.start('b');
    progress.done('a');
    progress.done('b');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('<ProgressBar>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows while a slow load runs, then fills and goes away', () => {
    const progress = createProgress();
    render(<ProgressBar progress={progress} />);
    act(() => progress.start());
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => jest.advanceTimersByTime(SHOW_AFTER_MS));
    expect(screen.getByRole('progressbar', { name: 'Caricamento della pagina' })).toBeTruthy();
    act(() => progress.done());
    expect(document.querySelector('[data-phase="finishing"]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(FINISH_MS));
    expect(document.querySelector('[data-phase]')).toBeNull();
  });

  it('never flashes for a load faster than the delay', () => {
    const progress = createProgress();
    render(<ProgressBar progress={progress} />);
    act(() => progress.start());
    act(() => jest.advanceTimersByTime(SHOW_AFTER_MS - 50));
    act(() => progress.done());
    act(() => jest.advanceTimersByTime(1000));
    expect(document.querySelector('[data-phase]')).toBeNull();
  });
});
