import { deadline } from '@bottega/server-kit';
import type { Context } from '../context';
import { HttpError } from '../httpError';
import { messages } from '../commerce/messages';

/** Checks a reCAPTCHA token at CAPTCHA_VERIFY_URL for the form's action and the configured score (docs/product-rules.md §9); off without CAPTCHA_SECRET (§7). */
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
