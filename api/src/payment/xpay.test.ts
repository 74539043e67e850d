import { luhnValid, macMatches, providerTimestamp, readResult, requestMac, resultMac, SANDBOX_CARDS } from './xpay';

describe('XPay MACs', () => {
  it('signs a request as sha1 of codTrans, divisa, importo and the secret, in lowercase hex', () => {
    // sha1('codTrans=TESTdivisa=EURimporto=1000secret') computed independently with sha1sum.
    expect(requestMac({ codTrans: 'TEST', divisa: 'EUR', importo: '1000' }, 'secret')).toBe('37822b44cf7ffca317185f0b609935a2c77d9ac7');
  });

  it('signs a result with an empty codAut when the payment was not authorised', () => {
    const base = { codTrans: 'T1', esito: 'KO', importo: '500', divisa: 'EUR', data: '20261122', orario: '101500' };
    expect(resultMac(base, 's')).toBe(resultMac({ ...base, codAut: '' }, 's'));
    expect(resultMac({ ...base, esito: 'OK', codAut: 'ABC123' }, 's')).not.toBe(resultMac({ ...base, esito: 'OK' }, 's'));
  });

  it('compares MACs whatever their case, and refuses other lengths', () => {
    const mac = requestMac({ codTrans: 'X1', divisa: 'EUR', importo: '1' }, 's');
    expect(macMatches(mac.toUpperCase(), mac)).toBe(true);
    expect(macMatches(mac.slice(1), mac)).toBe(false);
  });
});

describe('XPay fields', () => {
  it('reads a result and refuses one without its MAC', () => {
    const fields = { codTrans: 'T', esito: 'OK', importo: '1', divisa: 'EUR', data: '20261122', orario: '120000', codAut: 'A1', mac: 'm' };
    expect(readResult(fields)).toEqual(fields);
    expect(readResult({ ...fields, mac: undefined })).toBeNull();
  });

  it('dates results in Italian time', () => {
    expect(providerTimestamp(new Date('2026-11-22T23:30:05Z'))).toEqual({ data: '20261123', orario: '003005' });
  });

  it('knows the provider test cards, all of which pass the Luhn check', () => {
    for (const pan of Object.keys(SANDBOX_CARDS)) expect(luhnValid(pan)).toBe(true);
    expect(luhnValid('4539970000000007')).toBe(false);
  });
});
