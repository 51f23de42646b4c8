import { amzDate, signRequest } from '../providers/sigv4';

// AWS's published SigV4 test suite, "get-vanilla" and "post-x-www-form-urlencoded".
const KEYS = {
  accessKey: 'AKIDEXAMPLE',
  secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  service: 'service',
};
const DATE = new Date('2015-08-30T12:36:00Z');

describe('signRequest', () => {
  it('formats the request time', () => {
    expect(amzDate(DATE)).toBe('20150830T123600Z');
  });

  it('signs get-vanilla as AWS does', () => {
    const headers = signRequest({
      ...KEYS,
      method: 'GET',
      path: '/',
      headers: { Host: 'example.amazonaws.com' },
      body: '',
      date: DATE,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
    expect(headers['x-amz-date']).toBe('20150830T123600Z');
  });

  it('signs a body and every given header', () => {
    const a = signRequest({
      ...KEYS,
      method: 'POST',
      path: '/paapi5/getitems',
      headers: { host: 'h', 'x-amz-target': 't' },
      body: '{"a":1}',
      date: DATE,
    });
    const b = signRequest({
      ...KEYS,
      method: 'POST',
      path: '/paapi5/getitems',
      headers: { host: 'h', 'x-amz-target': 't' },
      body: '{"a":2}',
      date: DATE,
    });
    expect(a.authorization).toContain('SignedHeaders=host;x-amz-date;x-amz-target,');
    expect(a.authorization).not.toBe(b.authorization);
  });
});
