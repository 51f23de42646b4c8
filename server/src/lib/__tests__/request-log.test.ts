import { loggedUrl } from '../request-log';

describe('the logged URL', () => {
  it('hides the values of token parameters, and keeps the rest', () => {
    expect(loggedUrl('/graphql?access_token=rf_pat_abc&query=%7Bme%7D')).toBe(
      '/graphql?access_token=[hidden]&query=%7Bme%7D',
    );
    expect(loggedUrl('/reset-password?token=abc#x')).toBe('/reset-password?token=[hidden]#x');
    expect(loggedUrl('/api/x?a=1&TOKEN=s')).toBe('/api/x?a=1&TOKEN=[hidden]');
    expect(loggedUrl('/shared/token=abc?mytoken=1')).toBe('/shared/token=abc?mytoken=1');
  });
});
