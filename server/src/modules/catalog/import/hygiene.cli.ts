// npm run catalog:hygiene [-- --examples]: the catalog's duplicate and twin counts (hygiene.ts) for the
// database in DATABASE_URL, as JSON on stdout.
import { Client } from 'pg';
import { hygieneCounts, type HygieneRow } from './hygiene';

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    process.stderr.write('DATABASE_URL is not set\n');
    return 2;
  }
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<HygieneRow>(
      `SELECT "id", "type", "name", "brand", "specs", "partNumbers", "sources" FROM "component"`,
    );
    const counts = hygieneCounts(rows);
    const shown = process.argv.includes('--examples') ? counts : { ...counts, examples: undefined };
    process.stdout.write(`${JSON.stringify(shown, null, 2)}\n`);
    return 0;
  } finally {
    await client.end();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
