import { useRef } from 'react';
import { fireEvent, render } from '@testing-library/react';
import { useInfiniteScroll } from './useInfiniteScroll';

function List({ loadMore }: { loadMore: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useInfiniteScroll(ref, true, loadMore);
  return <div ref={ref} data-testid="list" />;
}

describe('the results scroll listener', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('ignores scrolling during the first second, then loads more near the end', () => {
    const loadMore = jest.fn();
    const { getByTestId } = render(<List loadMore={loadMore} />);
    fireEvent.scroll(getByTestId('list'));
    expect(loadMore).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1000);
    fireEvent.scroll(getByTestId('list'));
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it('stops listening once unmounted', () => {
    const loadMore = jest.fn();
    const { getByTestId, unmount } = render(<List loadMore={loadMore} />);
    jest.advanceTimersByTime(1000);
    const list = getByTestId('list');
    unmount();
    fireEvent.scroll(list);
    expect(loadMore).not.toHaveBeenCalled();
  });
});
