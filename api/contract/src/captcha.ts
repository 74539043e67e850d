// The forms' captcha (docs/product-rules.md §7: reCAPTCHA v3, score 0.7) for every remote: configured by the API, its script loaded once and only
// when on, each failure one of product rule §8's four in Italian.
import { ApiError, type ApiClient } from './client';

/** The action each form names, checked again by the API against the token. */
export type CaptchaAction = 'login' | 'register' | 'forgotPassword' | 'newsletterSubscribe' | 'contactUs';

export type CaptchaErrorCode = 'no-key' | 'no-version' | 'load-failed' | 'execute-failed';

export const CAPTCHA_MESSAGES: Record<CaptchaErrorCode, string> = {
  'no-key': 'La verifica anti-spam non è configurata (manca la chiave del sito): riprova più tardi o scrivi al servizio clienti.',
  'no-version': 'La verifica anti-spam non è configurata (manca la versione): riprova più tardi o scrivi al servizio clienti.',
  'load-failed': 'Non è stato possibile caricare la verifica anti-spam: controlla la connessione e riprova.',
  'execute-failed': 'La verifica anti-spam non è riuscita: riprova.',
};

/** A captcha failure, as a value the form shows like any other error of a call. */
export class CaptchaError extends ApiError {
  constructor(readonly code: CaptchaErrorCode) {
    super(CAPTCHA_MESSAGES[code], 0);
    this.name = 'CaptchaError';
  }
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** What of the page the loader uses; named here because the contract also compiles without the DOM's types (the API). */
interface ScriptElement {
  src: string;
  async: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove(): void;
}
interface Page {
  document: { createElement(tag: 'script'): ScriptElement; head: { append(element: ScriptElement): void } };
  grecaptcha?: Grecaptcha;
}

type CaptchaConfig = { enabled: boolean; siteKey: string; version: number | null; scriptUrl: string };

/** `token(action)`: a token, or undefined when the captcha is off; a script that failed to load is forgotten, so the shopper's next try loads it again. */
export function createCaptcha(api: Pick<ApiClient, 'call'>) {
  const scripts = new Map<string, Promise<Grecaptcha>>();

  const load = (url: string, siteKey: string) => {
    const source = `${url}?render=${encodeURIComponent(siteKey)}`;
    const loaded = scripts.get(source);
    if (loaded) return loaded;
    const script = new Promise<Grecaptcha>((resolve, reject) => {
      const page = globalThis as unknown as Page;
      const element = page.document.createElement('script');
      element.src = source;
      element.async = true;
      element.onload = () => {
        const { grecaptcha } = page;
        if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
        else reject(new CaptchaError('load-failed'));
      };
      element.onerror = () => {
        element.remove();
        reject(new CaptchaError('load-failed'));
      };
      page.document.head.append(element);
    }).catch((error: unknown) => {
      scripts.delete(source);
      throw error;
    });
    scripts.set(source, script);
    return script;
  };

  const captcha = {
    async token(action: CaptchaAction): Promise<string | undefined> {
      // Asked at each submission, so a changed configuration shows at once; unreadable, it counts as off and the API says if it wants a token.
      const settings = await (api.call('content', 'captchaConfig') as Promise<CaptchaConfig>).catch(() => null);
      if (!settings?.enabled) return undefined;
      const { siteKey, version, scriptUrl } = settings;
      if (!siteKey) throw new CaptchaError('no-key');
      if (!version) throw new CaptchaError('no-version');
      const grecaptcha = await load(scriptUrl, siteKey);
      try {
        return await grecaptcha.execute(siteKey, { action });
      } catch {
        throw new CaptchaError('execute-failed');
      }
    },
    /** `{ recaptchaToken }` to spread into a form's arguments, or nothing when the captcha is off. */
    async field(action: CaptchaAction): Promise<{ recaptchaToken?: string }> {
      const recaptchaToken = await captcha.token(action);
      return recaptchaToken ? { recaptchaToken } : {};
    },
  };
  return captcha;
}
