import { deadline } from '@bottega/server-kit';
import type { Context } from '../context';
import { HttpError } from '../httpError';
import { messages } from '../commerce/messages';

/**
 * Checks a reCAPTCHA v3 token with the provider (CAPTCHA_VERIFY_URL) when the captcha is on: a
 * success, for the form's own action, with at least the configured score (docs/product-rules.md §9: 0.7). Off
 * (no CAPTCHA_SECRET), as product rule §7 makes it optional by configuration, nothing is checked.
 */
export async function verifyCaptcha(ctx: Context, token: string | undefined, action: string): Promise<void> {
  const { secret, verifyUrl, minScore } = ctx.config.captcha;
  if (!secret) return;
  if (!token) throw new HttpError(400, messages.captchaFailed);
  let verdict: { success?: boolean; score?: number; action?: string };
  try {
    const limit = deadline(5000);
    const response = await limit.within(
      fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: ctx.ip }),
        signal: limit.signal,
      }),
    );
    verdict = (await limit.within(response.json())) as typeof verdict;
  } catch (error) {
    ctx.log.warn({ err: error }, 'captcha verification unavailable');
    throw new HttpError(503, messages.captchaUnavailable);
  }
  if (!verdict.success || (verdict.score ?? 0) < minScore || verdict.action !== action) throw new HttpError(400, messages.captchaFailed);
}
