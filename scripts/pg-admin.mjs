// Creates or drops a database: node scripts/pg-admin.mjs <admin-url> create|drop <name>
import pg from 'pg';

const [url, action, name] = process.argv.slice(2);
if (!url || !['create', 'drop'].includes(action) || !/^[a-z_][a-z0-9_]{0,62}$/.test(name ?? '')) {
  console.error('usage: node scripts/pg-admin.mjs <admin-url> create|drop <database-name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: url });
await client.connect();
try {
  if (action === 'create') {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } else {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  console.log(`${action === 'create' ? 'created' : 'dropped'} database ${name}`);
} finally {
  await client.end();
}
