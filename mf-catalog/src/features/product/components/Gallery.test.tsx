import { fireEvent, render, screen } from '@testing-library/react';
import { Gallery } from './Gallery';

const images = [
  { url: '/api/media/fronte.svg', label: 'Fronte' },
  { url: '/api/media/retro.svg', label: 'Retro' },
];

describe('the product gallery', () => {
  it('shows a thumbnail 160 px wide for each image, and the pressed one as the main image', () => {
    render(<Gallery images={images} name="Maglione" />);
    const thumbs = screen.getAllByRole('button', { name: /^Mostra immagine/ });
    expect(thumbs.map((thumb) => [thumb.querySelector('img')?.getAttribute('src'), thumb.querySelector('img')?.getAttribute('width')])).toEqual([
      ['/api/media/fronte.svg', '160'],
      ['/api/media/retro.svg', '160'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Mostra immagine 2 di 2' }));
    expect(screen.getByRole('img', { name: 'Retro' }).getAttribute('width')).toBe('1080');
    expect(thumbs[1].getAttribute('aria-pressed')).toBe('true');
  });
});
