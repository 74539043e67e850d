import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Bus } from '@bottega/browser-contract';
import { createDebouncer, searchableTerm, SEARCH_DEBOUNCE_MS } from './search.rules';

/** The header search's state (docs/product-rules.md §4): typed text, debounced term, category filter and whether the menu is open;
 * it closes on Escape, a click outside `root` and any route change. */
export function useSearchMenu(root: RefObject<HTMLElement | null>, bus: Bus) {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const [categoryUid, setCategoryUid] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const termRef = useRef<string | null>(null);
  // A new term is a new search: the category chosen for the previous one may not even be listed.
  const search = useCallback((value: string) => {
    const next = searchableTerm(value);
    if (next === termRef.current) return;
    termRef.current = next;
    setTerm(next);
    setCategoryUid(null);
  }, []);
  const debouncer = useMemo(() => createDebouncer<string>(search, SEARCH_DEBOUNCE_MS), [search]);
  useEffect(() => () => debouncer.cancel(), [debouncer]);

  const type = useCallback(
    (value: string) => {
      setInput(value);
      setOpen(true);
      debouncer.push(value);
    },
    [debouncer],
  );
  /** Enter does not wait for the debounce. */
  const submit = useCallback(() => {
    debouncer.cancel();
    search(input);
    setOpen(true);
  }, [debouncer, search, input]);
  const reset = useCallback(() => {
    debouncer.cancel();
    setInput('');
    termRef.current = null;
    setTerm(null);
    setCategoryUid(null);
  }, [debouncer]);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) setOpen(false);
    };
    const onPopState = () => setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('popstate', onPopState);
    const subscription = bus.on('shell:navigate').subscribe(() => setOpen(false));
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('popstate', onPopState);
      subscription.unsubscribe();
    };
  }, [open, root, bus]);

  return { input, term, categoryUid, setCategoryUid, open, setOpen, type, submit, reset, close };
}
