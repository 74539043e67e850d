import { consentExpiry, consentForChoice, consentOf, isConsentCurrent, mayMeasure, parseConsent } from './consent.rules';

const now = new Date('2026-11-22T08:00:00.000Z');

describe('parseConsent', () => {
  it('reads a stored choice', () => {
    expect(parseConsent('{"statistics":true,"date":"2026-10-01T10:00:00.000Z"}')).toEqual({ statistics: true, date: '2026-10-01T10:00:00.000Z' });
  });

  it.each([
    ['absent', undefined],
    ['not JSON', 'si'],
    ['without the statistics flag', '{"date":"2026-10-01T10:00:00.000Z"}'],
    ['with a textual flag', '{"statistics":"true","date":"2026-10-01T10:00:00.000Z"}'],
    ['without a date', '{"statistics":true}'],
    ['with an unreadable date', '{"statistics":true,"date":"ieri"}'],
  ])('treats a cookie %s as no choice', (_case, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });
});

describe('isConsentCurrent', () => {
  it('keeps a choice for six months, then asks again', () => {
    const chosen = consentOf(false, new Date('2026-05-22T08:00:01.000Z'));
    expect(isConsentCurrent(chosen, now)).toBe(true);
    expect(isConsentCurrent(consentOf(false, new Date('2026-05-22T08:00:00.000Z')), now)).toBe(false);
  });

  it('asks when there is no choice', () => {
    expect(isConsentCurrent(null, now)).toBe(false);
  });

  it('dates the expiry six calendar months later', () => {
    expect(consentExpiry(new Date('2026-01-15T12:00:00.000Z')).toISOString()).toBe('2026-07-15T12:00:00.000Z');
  });
});

describe('mayMeasure', () => {
  it('measures only with a current consent to statistics', () => {
    expect(mayMeasure(consentOf(true, now), now)).toBe(true);
    expect(mayMeasure(consentOf(false, now), now)).toBe(false);
    expect(mayMeasure(consentOf(true, new Date('2026-01-01T00:00:00.000Z')), now)).toBe(false);
    expect(mayMeasure(null, now)).toBe(false);
  });
});

describe('consentForChoice', () => {
  const now = new Date('2026-11-22T08:00:00.000Z');
  const statisticsOf = (choice: Parameters<typeof consentForChoice>[0], statistics: boolean, current: ReturnType<typeof consentOf> | null = null) =>
    consentForChoice(choice, { statistics, current, now })?.statistics;

  it('refusing and accepting are one press each, whatever the box says', () => {
    expect(statisticsOf('reject', true)).toBe(false);
    expect(statisticsOf('accept', false)).toBe(true);
  });

  it('saving stores the box as ticked', () => {
    expect(statisticsOf('save', true)).toBe(true);
    expect(statisticsOf('save', false)).toBe(false);
  });

  it('closing refuses on a first visit or after a lapsed choice, and keeps a current one', () => {
    expect(statisticsOf('close', true)).toBe(false);
    expect(statisticsOf('close', true, consentOf(true, new Date('2026-01-01T00:00:00.000Z')))).toBe(false);
    expect(consentForChoice('close', { statistics: false, current: consentOf(true, now), now })).toBeNull();
  });

  it('dates the choice now', () => {
    expect(consentForChoice('accept', { statistics: false, current: null, now })?.date).toBe(now.toISOString());
  });
});
