import { act, render, screen } from '@testing-library/react';
import { NetworkStatus } from './NetworkStatus';

function goOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('<NetworkStatus>', () => {
  afterEach(() => {
    jest.useRealTimers();
    act(() => goOnline(true));
  });

  it('says nothing while online', () => {
    render(<NetworkStatus />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells the shopper when the connection drops, and briefly when it returns', () => {
    jest.useFakeTimers();
    render(<NetworkStatus />);
    act(() => goOnline(false));
    expect(screen.getByRole('status').textContent).toContain('Sei offline');
    act(() => goOnline(true));
    expect(screen.getByRole('status').textContent).toBe('Sei di nuovo online.');
    act(() => jest.advanceTimersByTime(3000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows the banner when the page loads offline', () => {
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    render(<NetworkStatus />);
    expect(screen.getByRole('status').textContent).toContain('Sei offline');
  });
});
