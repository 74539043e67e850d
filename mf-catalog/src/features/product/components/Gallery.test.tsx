import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Gallery } from './Gallery';

const images = [
  { url: '/api/media/fronte.svg', label: 'Fronte' },
  { url: '/api/media/retro.svg', label: 'Retro' },
];

describe('the product gallery', () => {
  it('shows every image 1080 wide, the first one eagerly, and a thumbnail 160 px wide for each', () => {
    render(<Gallery images={images} name="Maglione" />);
    expect(screen.getAllByRole('img', { name: /Fronte|Retro/ }).map((image) => [image.getAttribute('width'), image.getAttribute('loading')])).toEqual([
      ['1080', 'eager'],
      ['1080', 'lazy'],
    ]);
    const thumbs = screen.getAllByRole('link', { name: /^Mostra immagine/ });
    expect(thumbs.map((thumb) => [thumb.querySelector('img')?.getAttribute('src'), thumb.querySelector('img')?.getAttribute('width')])).toEqual([
      ['/api/media/fronte.svg', '160'],
      ['/api/media/retro.svg', '160'],
    ]);
  });

  it('links each thumbnail to its image, so it works as HTML before the code', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(<Gallery images={images} name="Maglione" />);
    for (const link of page.querySelectorAll('a')) expect(page.querySelector(`${link.getAttribute('href')} img`)).not.toBeNull();
    expect(page.querySelector('#immagine-2 img')?.getAttribute('alt')).toBe('Retro');
  });

  it('marks the thumbnail pressed as the current one, without following the link', () => {
    render(<Gallery images={images} name="Maglione" />);
    const second = screen.getByRole('link', { name: 'Mostra immagine 2 di 2' });
    expect(fireEvent.click(second)).toBe(false);
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Mostra immagine 1 di 2' }).hasAttribute('aria-current')).toBe(false);
  });
});
