import { ConfigError, loadConfig } from '..';

describe('loadConfig', () => {
  it('has sensible defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeNull();
    expect(c.dataDir).toMatch(/\.data$/);
    expect(c.logLevel).toBe('info');
    expect(c.trustProxy).toBe(false);
    expect(c.signUpsPerHour).toBe(20);
  });

  it('reads the hourly sign-up limit per address, and refuses a nonsense one', () => {
    expect(loadConfig({ SIGNUPS_PER_HOUR: '1000' }).signUpsPerHour).toBe(1000);
    expect(() => loadConfig({ SIGNUPS_PER_HOUR: '0' })).toThrow(/SIGNUPS_PER_HOUR/);
  });

  it('lists every problem with a clear message', () => {
    expect.assertions(2);
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', SESSION_SECRET: 'short' });
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([
        'PORT must be a whole number from 0 to 65535 (got "abc")',
        'DATABASE_URL must start with postgres:// or postgresql:// (got "mysql:")',
        'SESSION_SECRET must be at least 32 characters long',
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      ]);
    }
  });

  it('reads the GraphQL limits', () => {
    const c = loadConfig({});
    expect([c.graphqlMaxComplexity, c.graphqlMaxAliases, c.graphqlMaxRootFields, c.graphqlMaxDirectives]).toEqual([
      25_000, 15, 15, 20,
    ]);
    expect(c.graphqlMaxTokens).toBe(2000);
    expect(c.graphqlMaxAnswerBytes).toBe(8 * 1_048_576);
    expect(loadConfig({ GRAPHQL_MAX_ANSWER_BYTES: '65536' }).graphqlMaxAnswerBytes).toBe(65_536);
    expect(() => loadConfig({ GRAPHQL_MAX_ANSWER_BYTES: '1000' })).toThrow(
      'GRAPHQL_MAX_ANSWER_BYTES must be a whole number from 65536 to 268435456 (got "1000")',
    );
    const set = loadConfig({ GRAPHQL_MAX_ALIASES: '0', GRAPHQL_MAX_TOKENS: '500', GRAPHQL_MAX_DIRECTIVES: '3' });
    expect([set.graphqlMaxAliases, set.graphqlMaxTokens, set.graphqlMaxDirectives]).toEqual([0, 500, 3]);
    expect(() => loadConfig({ GRAPHQL_MAX_ROOT_FIELDS: '0' })).toThrow(
      'GRAPHQL_MAX_ROOT_FIELDS must be a whole number from 1 to 1000 (got "0")',
    );
  });

  it('reads the subscription limits: 20 sockets per address, 20 subscriptions per socket, a session check every 2 s', () => {
    const c = loadConfig({});
    expect([c.wsMaxSocketsPerIp, c.wsMaxSubscriptionsPerSocket, c.wsSessionCheckMs]).toEqual([20, 20, 2000]);
    const set = loadConfig({
      WS_MAX_SOCKETS_PER_IP: '200',
      WS_MAX_SUBSCRIPTIONS_PER_SOCKET: '5',
      WS_SESSION_CHECK_MS: '500',
    });
    expect([set.wsMaxSocketsPerIp, set.wsMaxSubscriptionsPerSocket, set.wsSessionCheckMs]).toEqual([200, 5, 500]);
    expect(() => loadConfig({ WS_MAX_SOCKETS_PER_IP: '0', WS_SESSION_CHECK_MS: '50' })).toThrow(
      /WS_MAX_SOCKETS_PER_IP must be a whole number from 1 to 10000 \(got "0"\)[\s\S]*WS_SESSION_CHECK_MS must be a whole number from 100 to 60000 \(got "50"\)/,
    );
  });

  it('runs in production mode unless told otherwise', () => {
    expect(loadConfig({}).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).nodeEnv).toBe('development');
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(
      'NODE_ENV must be development, production or test (got "staging")',
    );
  });

  it('reads trust proxy as a flag or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
  });

  it('reads the mail settings and the public address', () => {
    const c = loadConfig({ PORT: '4000' });
    expect(c.publicUrl).toBe('http://localhost:4000');
    expect(c.smtpUrl).toBeNull();
    expect(c.mailFrom).toBe('RigForge <no-reply@localhost>');
    const set = loadConfig({
      PUBLIC_URL: 'https://rigforge.example/some/path',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'RigForge <hello@rigforge.example>',
    });
    expect(set.publicUrl).toBe('https://rigforge.example');
    expect(set.smtpUrl).toBe('smtps://user:pw@mail.example:465');
    expect(set.mailFrom).toBe('RigForge <hello@rigforge.example>');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://x' })).toThrow('PUBLIC_URL must be an http:// or https:// address');
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow('SMTP_URL must be an smtp:// or smtps:// URL');
  });

  it('reads the support address that contact messages go to', () => {
    expect(loadConfig({}).supportEmail).toBe('support@example.com');
    expect(loadConfig({ SUPPORT_EMAIL: ' help@rigforge.example ' }).supportEmail).toBe('help@rigforge.example');
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(
      'SUPPORT_EMAIL must be an e-mail address (got "not an address")',
    );
  });

  it('reads the CORS allow-list as origins, none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: ' ' }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:5173/,https://APP.example.com' })
        .corsOrigins,
    ).toEqual(['https://app.example.com', 'http://localhost:5173']);
    for (const bad of ['*', 'app.example.com', 'https://app.example.com/path', 'ftp://files.example.com', 'null']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(
        `CORS_ORIGINS must list origins such as https://app.example.com, comma-separated (got "${bad}")`,
      );
    }
  });

  it('keeps news ingestion off by default and reads the feed list', () => {
    const off = loadConfig({});
    expect([off.newsPollIntervalMinutes, off.newsFeeds, off.newsFeedTimeoutMs, off.newsFeedMaxBytes]).toEqual([
      0,
      [],
      10_000,
      2_000_000,
    ]);
    const on = loadConfig({
      NEWS_POLL_INTERVAL_MINUTES: '30',
      NEWS_FEEDS:
        '[{"source":"intel","url":"https://newsroom.example/feed.xml"},{"source":"X","url":"http://127.0.0.1:8080/a"}]',
    });
    expect(on.newsPollIntervalMinutes).toBe(30);
    expect(on.newsFeeds).toEqual([
      { source: 'Intel', url: 'https://newsroom.example/feed.xml' },
      { source: 'X', url: 'http://127.0.0.1:8080/a' },
    ]);
  });

  it('names each problem in NEWS_FEEDS', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (err) {
        return (err as ConfigError).problems;
      }
    };
    expect(problems({ NEWS_FEEDS: 'https://x.example/feed' })[0]).toMatch(/^NEWS_FEEDS must be a JSON list/);
    expect(problems({ NEWS_FEEDS: '{"source":"AMD"}' })[0]).toMatch(/^NEWS_FEEDS must be a JSON list/);
    expect(
      problems({
        NEWS_FEEDS:
          '[{"source":"Acme","url":"https://a.example/"},{"source":"AMD","url":"ftp://a.example/"},{"source":"AMD","url":"https://u:p@a.example/"}]',
      }),
    ).toEqual([
      'NEWS_FEEDS[0].source must be one of NVIDIA, AMD, Intel, X',
      'NEWS_FEEDS[1].url must be an http:// or https:// address without credentials',
      'NEWS_FEEDS[2].url must be an http:// or https:// address without credentials',
    ]);
    expect(problems({ NEWS_POLL_INTERVAL_MINUTES: '-5' })).toEqual([
      'NEWS_POLL_INTERVAL_MINUTES must be a whole number from 0 to 1440 (got "-5")',
    ]);
  });
});
