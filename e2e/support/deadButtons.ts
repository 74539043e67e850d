import type { Page } from '@playwright/test';

export interface RenderedButton {
  /** The team whose fragment drew it (`data-team`), or `shell` for the chrome. */
  team: string;
  name: string;
  /** How it works without JavaScript, or `dead`. */
  works: 'submits its form' | 'opens a popover' | 'opens its details' | 'dead';
}

/**
 * The buttons a page shows or can show (inside a closed popover or details) as the server drew them,
 * each with what it does when no script runs: issue 35's "no dead button" audit.
 */
export function renderedButtons(page: Page): Promise<RenderedButton[]> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('button, summary, input[type="submit"], input[type="button"], [role="button"]')];
    return controls
      .filter((control) => control.checkVisibility() || control.closest('[popover], details') !== null)
      .map((control) => {
        const team = control.closest<HTMLElement>('[data-team]')?.dataset.team ?? 'shell';
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().replace(/\s+/g, ' ');
        const target = control.getAttribute('popovertarget');
        const submit = (control instanceof HTMLButtonElement || control instanceof HTMLInputElement) && control.type === 'submit' && control.form !== null;
        const works =
          control.tagName === 'SUMMARY'
            ? 'opens its details'
            : target && document.getElementById(target)?.hasAttribute('popover')
              ? 'opens a popover'
              : submit
                ? 'submits its form'
                : 'dead';
        return { team, name, works } as const;
      });
  });
}
