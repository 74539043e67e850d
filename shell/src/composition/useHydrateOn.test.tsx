import { act, renderHook } from '@testing-library/react';
import { accountChanged, cartChanged, createBus } from '@bottega/browser-contract';
import { useHydrateOn } from './useHydrateOn';

describe('a slot waiting for intent that news on the bus hydrates', () => {
  it('loads its code when one of its events is published, and not for others', () => {
    const bus = createBus(new EventTarget());
    const { result } = renderHook(() => useHydrateOn(bus, ['account:changed']));
    expect(result.current).toBe(false);
    act(() => bus.publish(cartChanged(2)));
    expect(result.current).toBe(false);
    act(() => bus.publish(accountChanged(true)));
    expect(result.current).toBe(true);
  });

  it('never, without events', () => {
    expect(renderHook(() => useHydrateOn(createBus(new EventTarget()))).result.current).toBe(false);
  });
});
