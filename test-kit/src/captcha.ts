// A captcha provider for the forms' tests: the API's configuration with the captcha on, and the
// provider's script "served" the way a browser would run it, with a grecaptcha that answers.

export const CAPTCHA_ON = { enabled: true, siteKey: 'site-key', version: 3, scriptUrl: 'https://captcha.example/api.js' };

/** The API's configuration with the captcha off, as it answers by default. */
export const CAPTCHA_OFF = { enabled: false, siteKey: '', version: null, scriptUrl: '' };

type Grecaptcha = { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };

/** Answers the provider's script when the page loads it: a grecaptcha with tokens `token-<action>`, or a failure to load or execute. */
export function fakeCaptchaProvider({ fail }: { fail?: 'load' | 'execute' } = {}) {
  const page = window as unknown as { grecaptcha?: Grecaptcha };
  const executed: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLScriptElement)) continue;
        if (fail === 'load') {
          node.dispatchEvent(new Event('error'));
          continue;
        }
        page.grecaptcha = {
          ready: (callback) => callback(),
          execute: async (_siteKey, { action }) => {
            executed.push(action);
            if (fail === 'execute') throw new Error('execution refused');
            return `token-${action}`;
          },
        };
        node.dispatchEvent(new Event('load'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  return {
    executed,
    scripts: () => [...document.head.querySelectorAll('script')].map((script) => script.src),
    stop() {
      observer.disconnect();
      delete page.grecaptcha;
      for (const script of document.head.querySelectorAll('script')) script.remove();
    },
  };
}
