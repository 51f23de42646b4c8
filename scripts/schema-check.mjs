// Fails when schema.graphql or the generated client code is stale. Leaves the tree as it found it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const clientSrc = path.join(root, 'client/src');
const schemaFile = path.join(root, 'schema.graphql');

/** The generated client code (codegen.yml): generated/ and each document's .generated.ts, by path. */
function generatedFiles() {
  return fs
    .readdirSync(clientSrc, { recursive: true, encoding: 'utf8' })
    .filter((name) => path.dirname(name) === 'generated' || name.endsWith('.generated.ts'))
    .map((name) => path.join(clientSrc, name));
}

function snapshot() {
  return Object.fromEntries(generatedFiles().map((file) => [path.relative(root, file), fs.readFileSync(file, 'utf8')]));
}

let failed = false;
const committedSchema = fs.existsSync(schemaFile) ? fs.readFileSync(schemaFile, 'utf8') : '';
const emitted = execFileSync('node', ['-r', '@swc-node/register', 'server/src/graphql/emit-schema.ts', '--print'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, SWC_NODE_PROJECT: path.join(root, 'server/tsconfig.json') },
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (emitted !== committedSchema) {
  console.error('schema.graphql is stale: run `npm run schema:emit && npm run codegen` and commit the result.');
  failed = true;
}

const before = snapshot();
try {
  // Generate from the schema the server emits now, then restore whatever was there.
  fs.writeFileSync(schemaFile, emitted);
  execFileSync('npx', ['graphql-codegen', '--config', 'codegen.yml', '--silent'], { cwd: root, stdio: 'pipe' });
  const after = snapshot();
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  const stale = [...names].filter((n) => before[n] !== after[n]);
  if (stale.length > 0) {
    console.error(
      `Generated client code is stale (${stale.join(', ')}): run \`npm run codegen\` and commit the result.`,
    );
    failed = true;
  }
} finally {
  fs.writeFileSync(schemaFile, committedSchema);
  for (const file of generatedFiles()) fs.rmSync(file);
  for (const [name, text] of Object.entries(before)) fs.writeFileSync(path.join(root, name), text);
}

if (failed) process.exit(1);
console.log('schema.graphql and the generated client code are up to date.');
