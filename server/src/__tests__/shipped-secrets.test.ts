// Issue 12: no shipped configuration may carry a known secret. docker-compose.yml once fell back to
// SESSION_SECRET=change-me-..., so `docker compose up` signed every session with a secret anyone
// could read here. This scans what we ship (compose files, Dockerfiles, *.example files, the code
// blocks of README.md and docs/) for a secret given a literal value.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', '.data', 'test-results', 'playwright-report']);

/** A variable that holds a secret, by its name. */
const SECRET_NAME = /(?:SECRET|PASSWORD|PASSWD|TOKEN|API_?KEY|PRIVATE_?KEY|CREDENTIALS?)$/i;
/** `NAME=value` (env files, shell, Dockerfile ENV/ARG) or `NAME: value` (YAML); the name is upper case. */
const ASSIGNMENT = /(?:^|[\s'"-])([A-Z][A-Z0-9_]*)\s*(?:=|:\s)\s*(.*)$/;
/** Dockerfile's other form, `ENV NAME value`. */
const DOCKER_ASSIGNMENT = /^\s*(?:ENV|ARG)\s+([A-Z][A-Z0-9_]*)\s+(\S.*)$/;
/** A URL with a password: `scheme://user:password@host`. */
const URL_PASSWORD = /[a-z][a-z0-9+.-]*:\/\/[^\s:/@]+:([^\s@]+)@/gi;

/** The value an assignment starts with: a whole `${...}`, `$(...)` or `<...>`, a quoted string, or one word. */
function firstValue(text: string): string {
  const opening = /^\$[{(]/.exec(text);
  if (opening) {
    const close = opening[0] === '${' ? '}' : ')';
    let depth = 0;
    for (let i = 0; i < text.length; i += 1) {
      if (text[i] === opening[0][1]) depth += 1;
      else if (text[i] === close && --depth === 0) return text.slice(0, i + 1);
    }
    return text;
  }
  const placeholder = /^<[^>]*>/.exec(text);
  if (placeholder) return placeholder[0];
  const quoted = /^(['"])(.*?)\1/.exec(text);
  if (quoted) return quoted[2];
  return /^\S*/.exec(text)?.[0] ?? '';
}

/**
 * True when `value` is a literal secret: anything but empty, a reference to another variable that
 * has no default (`$X`, `${X}`, `${X:?message}`), a command run at start (`$(openssl rand ...)`) or
 * a `<placeholder>` the reader must replace. A reference's default (`${X:-default}`) is checked too.
 */
function isLiteralSecret(value: string): boolean {
  const v = value.trim().replace(/^(['"])(.*)\1$/, '$2');
  if (v === '' || /^<[^>]*>$/.test(v) || /^\$\(.*\)$/.test(v) || /^\$[A-Za-z_]\w*$/.test(v)) return false;
  const reference = /^\$\{[A-Za-z_]\w*(?:(:?[-=?+])(.*))?\}$/s.exec(v);
  if (!reference) return true;
  const [, operator, rest] = reference;
  if (operator === undefined || operator.endsWith('?') || operator.endsWith('+')) return false;
  return isLiteralSecret(rest);
}

/** The literal secrets in one file's text, as `line: text`. `urls`: also passwords inside URLs. */
function literalSecrets(text: string, urls: boolean): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const assignment = DOCKER_ASSIGNMENT.exec(line) ?? ASSIGNMENT.exec(line);
    if (assignment && SECRET_NAME.test(assignment[1]) && isLiteralSecret(firstValue(assignment[2]))) {
      found.push(`${i + 1}: ${line.trim()}`);
    }
    if (urls && !line.trimStart().startsWith('#')) {
      for (const match of line.matchAll(URL_PASSWORD)) {
        if (isLiteralSecret(match[1])) found.push(`${i + 1}: ${line.trim()}`);
      }
    }
  });
  return found;
}

/** The fenced code blocks of a Markdown text, blank lines elsewhere (so line numbers stay right). */
function codeBlocks(markdown: string): string {
  let inBlock = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inBlock = !inBlock;
        return '';
      }
      return inBlock ? line : '';
    })
    .join('\n');
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(full, keep);
    return keep(entry.name) ? [full] : [];
  });
}

const isConfig = (name: string) =>
  /^(?:docker-)?compose(?:\.[\w-]+)?\.ya?ml$/.test(name) ||
  /^Dockerfile(?:\.[\w-]+)?$/.test(name) ||
  /\.example$/.test(name) ||
  /^\.env\.example$/.test(name);

describe('shipped configuration', () => {
  const configs = filesUnder(ROOT, isConfig);
  const docs = [path.join(ROOT, 'README.md'), ...filesUnder(path.join(ROOT, 'docs'), (n) => n.endsWith('.md'))];

  it('includes the compose file, the Dockerfile and the .env example', () => {
    const names = configs.map((file) => path.relative(ROOT, file));
    expect(names).toEqual(expect.arrayContaining(['docker-compose.yml', 'Dockerfile', '.env.example']));
  });

  it.each(configs.map((file) => [path.relative(ROOT, file), file]))('%s carries no known secret', (_name, file) => {
    expect(literalSecrets(fs.readFileSync(file, 'utf8'), true)).toEqual([]);
  });

  it.each(docs.filter((file) => fs.existsSync(file)).map((file) => [path.relative(ROOT, file), file]))(
    'the code blocks of %s carry no known secret',
    (_name, file) => {
      expect(literalSecrets(codeBlocks(fs.readFileSync(file, 'utf8')), false)).toEqual([]);
    },
  );
});

describe('the secret scan', () => {
  it.each([
    'SESSION_SECRET: ${SESSION_SECRET:-change-me-to-32-or-more-random-characters}',
    'SESSION_SECRET=change-me',
    'export SESSION_SECRET="a-known-value" npm start',
    'ENV SESSION_SECRET=abc',
    'ENV SESSION_SECRET abc',
    'POSTGRES_PASSWORD: rigforge',
    'docker run -e SMTP_PASSWORD=hunter2 rigforge',
    '      - API_KEY=${API_KEY-default}',
    'DATABASE_URL: postgres://rigforge:rigforge@db:5432/rigforge',
  ])('finds the secret in %p', (line) => {
    expect(literalSecrets(line, true)).toHaveLength(1);
  });

  it.each([
    'SESSION_SECRET: ${SESSION_SECRET:?set SESSION_SECRET to 32 or more random characters}',
    'SESSION_SECRET=',
    'SESSION_SECRET=$(openssl rand -base64 48) npm start',
    'SESSION_SECRET=<32 or more random characters>',
    'SESSION_SECRET: ${SESSION_SECRET}',
    'SMTP_URL: ${SMTP_URL:-}',
    'DATABASE_URL: postgres://rigforge:${POSTGRES_PASSWORD:?set it}@db:5432/rigforge',
    '| `SESSION_SECRET` | generated | at least 32 characters |',
    'PUBLIC_URL=http://localhost:3000',
    '# smtp(s)://user:password@host:port; when empty, mail goes to the outbox.',
  ])('finds none in %p', (line) => {
    expect(literalSecrets(line, true)).toEqual([]);
  });
});
