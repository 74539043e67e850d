import { render } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('reserves the size it is given, in pixels or any CSS length', () => {
    const { container } = render(<Skeleton width={216} height="16.75rem" />);
    const block = container.querySelector<HTMLElement>('[data-skeleton]')!;
    expect(block.style.width).toBe('216px');
    expect(block.style.height).toBe('16.75rem');
  });

  it('can reserve a ratio instead of a height', () => {
    const { container } = render(<Skeleton aspectRatio="216 / 268" />);
    expect(container.querySelector<HTMLElement>('[data-skeleton]')!.style.aspectRatio).toBe('216 / 268');
  });

  it('is invisible to screen readers', () => {
    const { container } = render(<Skeleton shape="text" />);
    expect(container.querySelector('[data-skeleton]')!.getAttribute('aria-hidden')).toBe('true');
  });
});
