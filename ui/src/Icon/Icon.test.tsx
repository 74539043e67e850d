import { render } from '@testing-library/react';
import { Icon, iconNames } from './Icon';

describe('Icon', () => {
  it.each(iconNames)('draws %s as a hidden, unfocusable graphic', (name) => {
    const { container } = render(<Icon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('focusable')).toBe('false');
    expect(svg.querySelectorAll('path, circle').length).toBeGreaterThan(0);
  });

  it('offers every icon the header and the listings need', () => {
    for (const name of [
      'bag',
      'heart',
      'heart-filled',
      'user',
      'search',
      'close',
      'menu',
      'chevron-down',
      'plus',
      'minus',
      'trash',
      'check',
      'info',
      'warning',
      'truck',
      'grid',
      'list',
      'filter',
    ]) {
      expect(iconNames).toContain(name);
    }
  });

  it('takes its size in pixels', () => {
    const { container } = render(<Icon name="bag" size={24} />);
    expect(container.querySelector('svg')!.getAttribute('width')).toBe('24');
  });
});
