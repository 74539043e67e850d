import { fireEvent, render, screen } from '@testing-library/react';
import { CmsHtml } from './CmsHtml';

describe('CMS HTML', () => {
  const html =
    '<p>Leggi <a href="/it/shipping-information">le spedizioni</a>, <a href="https://www.instagram.com/bottega" target="_blank">Instagram</a> e <a href="mailto:a@b.it">scrivici</a>.</p>';

  it('navigates inside the app on an internal link', () => {
    const navigate = jest.fn();
    render(<CmsHtml html={html} basePath="/it" navigate={navigate} />);
    const link = screen.getByRole('link', { name: 'le spedizioni' });
    expect(fireEvent.click(link)).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/it/shipping-information');
  });

  it('leaves external, mail and modified clicks to the browser', () => {
    const navigate = jest.fn();
    render(<CmsHtml html={html} basePath="/it" navigate={navigate} />);
    fireEvent.click(screen.getByRole('link', { name: 'Instagram' }));
    fireEvent.click(screen.getByRole('link', { name: 'scrivici' }));
    fireEvent.click(screen.getByRole('link', { name: 'le spedizioni' }), { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never runs a script that slipped into the HTML', () => {
    const spy = jest.fn();
    (window as unknown as { cmsSpy: () => void }).cmsSpy = spy;
    render(<CmsHtml html={'<p>ciao</p><script>window.cmsSpy()</script>'} basePath="/it" navigate={jest.fn()} />);
    expect(screen.getByText('ciao')).toBeTruthy();
    expect(spy).not.toHaveBeenCalled();
  });
});
