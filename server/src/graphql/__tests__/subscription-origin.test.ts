import { loadConfig } from '../../config';
import { originAllowed } from '../subscriptions';

describe('which pages may open a subscription socket', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/unused',
    CLIENT_DIST: 'none',
    PUBLIC_URL: 'https://rigforge.example',
    CORS_ORIGINS: 'https://app.partner.example',
  });

  it('admits no Origin (not a browser), the same host, the public URL and the CORS origins', () => {
    expect(originAllowed(undefined, 'localhost:3000', config)).toBe(true);
    expect(originAllowed('http://localhost:3000', 'localhost:3000', config)).toBe(true);
    expect(originAllowed('https://rigforge.example', 'internal:3000', config)).toBe(true);
    expect(originAllowed('https://app.partner.example', 'internal:3000', config)).toBe(true);
  });

  it('refuses any other site and malformed origins', () => {
    expect(originAllowed('https://evil.example', 'localhost:3000', config)).toBe(false);
    expect(originAllowed('http://localhost:3001', 'localhost:3000', config)).toBe(false);
    expect(originAllowed('null', 'localhost:3000', config)).toBe(false);
  });
});
