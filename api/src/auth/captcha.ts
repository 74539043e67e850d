import type { Context } from '../context';
import { HttpError } from '../methods/handler';
import { messages } from '../commerce/messages';

const VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** Spec §9: reCAPTCHA v3 with a 0.7 score threshold. */
export const CAPTCHA_MIN_SCORE = 0.7;

/**
 * Checks a reCAPTCHA v3 token with the provider when a secret is configured (CAPTCHA_SECRET);
 * without one the captcha is off, as spec §7 makes it optional by configuration.
 */
export async function verifyCaptcha(ctx: Context, token: string | undefined, action: string): Promise<void> {
  const secret = ctx.config.captcha.secret;
  if (!secret) return;
  if (!token) throw new HttpError(400, messages.captchaFailed);
  let verdict: { success?: boolean; score?: number; action?: string };
  try {
    const response = await fetch(VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: ctx.ip }),
      signal: AbortSignal.timeout(5000),
    });
    verdict = (await response.json()) as typeof verdict;
  } catch (error) {
    ctx.log.warn({ err: error }, 'captcha verification unavailable');
    throw new HttpError(503, messages.captchaFailed);
  }
  if (!verdict.success || (verdict.score ?? 0) < CAPTCHA_MIN_SCORE || verdict.action !== action) throw new HttpError(400, messages.captchaFailed);
}
