import { render, screen } from '@testing-library/react';
import { Image } from './Image';

describe('Image', () => {
  it('reserves its box and loads lazily by default', () => {
    render(<Image src="/media/maglione.svg" alt="Maglione blu in lana" width={216} height={268} />);
    const img = screen.getByRole('img', { name: 'Maglione blu in lana' });
    expect(img.getAttribute('width')).toBe('216');
    expect(img.getAttribute('height')).toBe('268');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads a priority image eagerly and first', () => {
    render(<Image src="/media/hero.svg" alt="Collezione autunno" width={1080} height={1340} priority />);
    const img = screen.getByRole('img', { name: 'Collezione autunno' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('requires dimensions', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    // @ts-expect-error height is required by the type too
    expect(() => render(<Image src="/media/x.svg" alt="" width={216} />)).toThrow(/width and height/);
    expect(() => render(<Image src="/media/x.svg" alt="" width={0} height={268} />)).toThrow(/width and height/);
    jest.restoreAllMocks();
  });

  it('an empty alt makes it decorative', () => {
    const { container } = render(<Image src="/media/pattern.svg" alt="" width={300} height={40} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('alt')).toBe('');
  });
});
