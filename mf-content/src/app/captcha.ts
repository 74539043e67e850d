import { config } from './config';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** One script load per site key; a failed load is forgotten so the next attempt retries it. */
const scripts = new Map<string, Promise<Grecaptcha>>();

/** Spec §7: reCAPTCHA v3, invisible, loaded from its provider only when the captcha is enabled. */
function loadCaptcha(siteKey: string): Promise<Grecaptcha> {
  const loaded = scripts.get(siteKey);
  if (loaded) return loaded;
  const script = new Promise<Grecaptcha>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    element.async = true;
    element.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('captcha: failed to load script'));
    };
    element.onerror = () => reject(new Error('captcha: failed to load script'));
    document.head.append(element);
  }).catch((error: unknown) => {
    scripts.delete(siteKey);
    throw error;
  });
  scripts.set(siteKey, script);
  return script;
}

/** A token for `action`, or undefined when the captcha is off (the default): then none is sent. */
export async function captchaToken(action: 'newsletterSubscribe' | 'contactUs', siteKey = config.captchaSiteKey): Promise<string | undefined> {
  if (!siteKey) return undefined;
  const grecaptcha = await loadCaptcha(siteKey);
  try {
    return await grecaptcha.execute(siteKey, { action });
  } catch (cause) {
    throw new Error('captcha: failed to execute', { cause });
  }
}
