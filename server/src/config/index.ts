import os from 'node:os';
import path from 'node:path';
import { normalizeEmail, validateEmail } from '@rigforge/common';
import { loadPricingConfig, type PricingConfig } from './pricing';

export type { PricingConfig } from './pricing';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export interface AppConfig {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** A real PostgreSQL server; when absent the embedded database is used. */
  databaseUrl: string | null;
  /** Where the embedded database, its lock and the local outbox live. */
  dataDir: string;
  /** null: generate one and keep it in the database, for every instance on it (lib/session-secret.ts). */
  sessionSecret: string | null;
  logLevel: LogLevel;
  /** Express "trust proxy" setting: false, true, or a hop count. */
  trustProxy: boolean | number;
  /** Built client to serve; null to serve none. */
  clientDist: string | null;
  dbPoolSize: number;
  /** On a real PostgreSQL, how long a connection may wait for an answer before it is ended as lost (DB_ANSWER_TIMEOUT_MS; 0: no limit). */
  dbAnswerTimeoutMs: number;
  graphqlMaxDepth: number;
  graphqlMaxComplexity: number;
  /** The largest answer /graphql sends, in bytes (GRAPHQL_MAX_ANSWER_BYTES). */
  graphqlMaxAnswerBytes: number;
  /** Aliased fields one GraphQL operation may use. */
  graphqlMaxAliases: number;
  /** Accounts one address may create per hour (SIGNUPS_PER_HOUR; the other limits are fixed, docs/accounts.md). */
  signUpsPerHour: number;
  /** Top-level fields one GraphQL operation may ask for. */
  graphqlMaxRootFields: number;
  /** Directives one GraphQL operation may use. */
  graphqlMaxDirectives: number;
  /** Lexical tokens a GraphQL document may have; the parser stops past it. */
  graphqlMaxTokens: number;
  /** How long catalog reads are cached in the process, in ms (0: no cache). */
  catalogCacheTtlMs: number;
  /** How long a combined-search result is reused in this process (SEARCH_CACHE_TTL_MS; 0 turns it off). */
  searchCacheTtlMs: number;
  /**
   * How long a prerendered page is reused in this process (PRERENDER_CACHE_TTL_MS; 0 renders each
   * request). Any write through this process's API refreshes them at once (docs/prerendering.md).
   */
  prerenderCacheTtlMs: number;
  /**
   * How long a guest's GraphQL query answer is reused for other guests in this process
   * (GUEST_CACHE_TTL_MS; 0 turns it off). Writes through this process drop them at once
   * (graphql/guest-cache.ts).
   */
  guestCacheTtlMs: number;
  /** The site's public origin, used in links sent by e-mail (never taken from a request's Host header). */
  publicUrl: string;
  /** smtp:// or smtps:// URL of the mail server; null writes mail to DATA_DIR/outbox instead. */
  smtpUrl: string | null;
  /** The From address of mail the site sends. */
  mailFrom: string;
  /** Where contact-form messages are mailed (SUPPORT_EMAIL). */
  supportEmail: string;
  /** How many password hashes may run at once (default: the cores less one, at least one). */
  hashConcurrency: number;
  /** Origins of browser apps elsewhere that may call /graphql and /api with cookies; empty: no CORS headers. */
  corsOrigins: string[];
  /** Subscription sockets one client address may hold open on this process (WS_MAX_SOCKETS_PER_IP). */
  wsMaxSocketsPerIp: number;
  /** Subscriptions one socket may run at once (WS_MAX_SUBSCRIPTIONS_PER_SOCKET). */
  wsMaxSubscriptionsPerSocket: number;
  /** How often the sessions of signed-in sockets are checked, in ms; a socket whose session ended is closed (WS_SESSION_CHECK_MS). */
  wsSessionCheckMs: number;
  /** Price comparison: cache, breakers and retailer APIs (config/pricing.ts). */
  pricing: PricingConfig;
  /** Minutes between in-process news feed polls; 0 (the default) polls never (docs/news.md). */
  newsPollIntervalMinutes: number;
  /** The vendor newsroom feeds to ingest (NEWS_FEEDS, a JSON list of {source, url}); empty by default. */
  newsFeeds: NewsFeedConfig[];
  /** How long one feed may take to answer in full, in ms. */
  newsFeedTimeoutMs: number;
  /** The largest feed body read, in bytes; a bigger feed is refused. */
  newsFeedMaxBytes: number;
}

/** One feed to ingest: its source (NVIDIA, AMD, Intel or X) and its http(s) address. */
export interface NewsFeedConfig {
  source: 'NVIDIA' | 'AMD' | 'Intel' | 'X';
  url: string;
}

const FEED_SOURCES = ['NVIDIA', 'AMD', 'Intel', 'X'] as const;

/** NEWS_FEEDS: a JSON list of {"source": "NVIDIA", "url": "https://..."}; problems are collected, not thrown. */
export function parseNewsFeeds(raw: string | undefined, problems: string[]): NewsFeedConfig[] {
  if (raw === undefined || raw.trim() === '') return [];
  const example = 'e.g. [{"source":"NVIDIA","url":"https://example.com/feed.xml"}]';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    problems.push(`NEWS_FEEDS must be a JSON list of {source, url} (${example})`);
    return [];
  }
  if (!Array.isArray(parsed)) {
    problems.push(`NEWS_FEEDS must be a JSON list of {source, url} (${example})`);
    return [];
  }
  const feeds: NewsFeedConfig[] = [];
  parsed.forEach((entry: unknown, i) => {
    const { source, url } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const known = FEED_SOURCES.find((s) => typeof source === 'string' && s.toLowerCase() === source.toLowerCase());
    if (!known) {
      problems.push(`NEWS_FEEDS[${i}].source must be one of ${FEED_SOURCES.join(', ')}`);
      return;
    }
    let href: string | null = null;
    try {
      const u = new URL(String(url));
      if ((u.protocol === 'http:' || u.protocol === 'https:') && u.username === '' && u.password === '') href = u.href;
    } catch {
      href = null;
    }
    if (href === null) {
      problems.push(`NEWS_FEEDS[${i}].url must be an http:// or https:// address without credentials`);
      return;
    }
    feeds.push({ source: known, url: href });
  });
  return feeds;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The contact page's address when SUPPORT_EMAIL is unset (a reserved domain: mail to it goes nowhere; start-up warns). */
export const DEFAULT_SUPPORT_EMAIL = 'support@example.com';

const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

function intVar(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

/**
 * An http(s) origin written alone ('https://app.example.com', a port allowed, a trailing slash
 * tolerated) in the form browsers send in the Origin header; null for anything else ('*', a path).
 */
function originOf(text: string): string | null {
  try {
    const url = new URL(text);
    const bare =
      url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
    return (url.protocol === 'http:' || url.protocol === 'https:') && bare ? url.origin : null;
  } catch {
    return null;
  }
}

/** Parses and validates the environment once, at boot. Throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];

  const rawEnv = env.NODE_ENV && env.NODE_ENV !== '' ? env.NODE_ENV : 'production';
  let nodeEnv: NodeEnv = 'development';
  if (rawEnv === 'development' || rawEnv === 'production' || rawEnv === 'test') nodeEnv = rawEnv;
  else problems.push(`NODE_ENV must be development, production or test (got "${rawEnv}")`);

  const port = intVar(env, 'PORT', 3000, 0, 65535, problems);
  const host = env.HOST && env.HOST !== '' ? env.HOST : '0.0.0.0';

  let databaseUrl: string | null = null;
  if (env.DATABASE_URL) {
    try {
      const url = new URL(env.DATABASE_URL);
      if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
        problems.push(`DATABASE_URL must start with postgres:// or postgresql:// (got "${url.protocol}")`);
      } else databaseUrl = env.DATABASE_URL;
    } catch {
      problems.push('DATABASE_URL is not a valid URL (expected postgres://user:password@host:5432/database)');
    }
  }

  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR && env.DATA_DIR !== '' ? env.DATA_DIR : '.data');

  let sessionSecret: string | null = env.SESSION_SECRET && env.SESSION_SECRET !== '' ? env.SESSION_SECRET : null;
  if (sessionSecret !== null && sessionSecret.length < 32) {
    problems.push('SESSION_SECRET must be at least 32 characters long');
    sessionSecret = null;
  }

  const rawLevel = (env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  let logLevel: LogLevel = 'info';
  if (LOG_LEVELS.includes(rawLevel)) logLevel = rawLevel;
  else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${String(rawLevel)}")`);

  let trustProxy: boolean | number = false;
  const rawTrust = env.TRUST_PROXY;
  if (rawTrust === 'true') trustProxy = true;
  else if (rawTrust !== undefined && rawTrust !== '' && rawTrust !== 'false') {
    const hops = Number(rawTrust);
    if (Number.isInteger(hops) && hops >= 0) trustProxy = hops;
    else problems.push(`TRUST_PROXY must be true, false or a hop count (got "${rawTrust}")`);
  }

  let publicUrl = `http://localhost:${port}`;
  if (env.PUBLIC_URL) {
    try {
      const url = new URL(env.PUBLIC_URL);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
      publicUrl = url.origin;
    } catch {
      problems.push(`PUBLIC_URL must be an http:// or https:// address (got "${env.PUBLIC_URL}")`);
    }
  }

  let smtpUrl: string | null = null;
  if (env.SMTP_URL) {
    try {
      const url = new URL(env.SMTP_URL);
      if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error('protocol');
      smtpUrl = env.SMTP_URL;
    } catch {
      problems.push('SMTP_URL must be an smtp:// or smtps:// URL (e.g. smtps://user:password@mail.example.com:465)');
    }
  }
  const mailFrom = env.MAIL_FROM && env.MAIL_FROM !== '' ? env.MAIL_FROM : 'RigForge <no-reply@localhost>';

  let supportEmail = DEFAULT_SUPPORT_EMAIL;
  if (env.SUPPORT_EMAIL) {
    if (validateEmail(env.SUPPORT_EMAIL) === null) supportEmail = normalizeEmail(env.SUPPORT_EMAIL);
    else problems.push(`SUPPORT_EMAIL must be an e-mail address (got "${env.SUPPORT_EMAIL}")`);
  }

  const corsOrigins: string[] = [];
  for (const item of (env.CORS_ORIGINS ?? '').split(',')) {
    const text = item.trim();
    if (text === '') continue;
    const origin = originOf(text);
    if (origin === null) {
      problems.push(`CORS_ORIGINS must list origins such as https://app.example.com, comma-separated (got "${text}")`);
    } else if (!corsOrigins.includes(origin)) corsOrigins.push(origin);
  }

  const clientDist =
    env.CLIENT_DIST === 'none' ? null : path.resolve(REPO_ROOT, env.CLIENT_DIST ?? path.join('client', 'dist'));

  const config: AppConfig = {
    nodeEnv,
    port,
    host,
    databaseUrl,
    dataDir,
    sessionSecret,
    logLevel,
    trustProxy,
    clientDist,
    dbPoolSize: intVar(env, 'DB_POOL_SIZE', 10, 1, 100, problems),
    dbAnswerTimeoutMs: intVar(env, 'DB_ANSWER_TIMEOUT_MS', 10_000, 0, 600_000, problems),
    graphqlMaxDepth: intVar(env, 'GRAPHQL_MAX_DEPTH', 10, 2, 50, problems),
    graphqlMaxComplexity: intVar(env, 'GRAPHQL_MAX_COMPLEXITY', 25_000, 10, 100_000, problems),
    graphqlMaxAnswerBytes: intVar(env, 'GRAPHQL_MAX_ANSWER_BYTES', 8 * 1_048_576, 65_536, 256 * 1_048_576, problems),
    graphqlMaxAliases: intVar(env, 'GRAPHQL_MAX_ALIASES', 15, 0, 1000, problems),
    signUpsPerHour: intVar(env, 'SIGNUPS_PER_HOUR', 20, 1, 100_000, problems),
    graphqlMaxRootFields: intVar(env, 'GRAPHQL_MAX_ROOT_FIELDS', 15, 1, 1000, problems),
    graphqlMaxDirectives: intVar(env, 'GRAPHQL_MAX_DIRECTIVES', 20, 0, 1000, problems),
    graphqlMaxTokens: intVar(env, 'GRAPHQL_MAX_TOKENS', 2000, 100, 100000, problems),
    catalogCacheTtlMs: intVar(env, 'CATALOG_CACHE_TTL_MS', 60_000, 0, 3_600_000, problems),
    searchCacheTtlMs: intVar(env, 'SEARCH_CACHE_TTL_MS', 30_000, 0, 3_600_000, problems),
    prerenderCacheTtlMs: intVar(env, 'PRERENDER_CACHE_TTL_MS', 30_000, 0, 3_600_000, problems),
    guestCacheTtlMs: intVar(env, 'GUEST_CACHE_TTL_MS', 5_000, 0, 600_000, problems),
    publicUrl,
    smtpUrl,
    mailFrom,
    supportEmail,
    hashConcurrency: intVar(env, 'HASH_CONCURRENCY', Math.max(1, os.availableParallelism() - 1), 1, 64, problems),
    corsOrigins,
    wsMaxSocketsPerIp: intVar(env, 'WS_MAX_SOCKETS_PER_IP', 20, 1, 10_000, problems),
    wsMaxSubscriptionsPerSocket: intVar(env, 'WS_MAX_SUBSCRIPTIONS_PER_SOCKET', 20, 1, 1000, problems),
    wsSessionCheckMs: intVar(env, 'WS_SESSION_CHECK_MS', 2000, 100, 60_000, problems),
    newsPollIntervalMinutes: intVar(env, 'NEWS_POLL_INTERVAL_MINUTES', 0, 0, 1440, problems),
    newsFeeds: parseNewsFeeds(env.NEWS_FEEDS, problems),
    newsFeedTimeoutMs: intVar(env, 'NEWS_FEED_TIMEOUT_MS', 10_000, 100, 120_000, problems),
    newsFeedMaxBytes: intVar(env, 'NEWS_FEED_MAX_BYTES', 2_000_000, 1000, 50_000_000, problems),
    pricing: loadPricingConfig(
      env,
      (name, fallback, min, max) => intVar(env, name, fallback, min, max, problems),
      problems,
    ),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
