import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { createSchema, printSortedSchema } from './schema';

/** Writes /schema.graphql, or with --print writes it to stdout. */
async function main(): Promise<void> {
  const text = printSortedSchema(await createSchema());
  if (process.argv.includes('--print')) {
    process.stdout.write(text);
    return;
  }
  const target = path.resolve(__dirname, '..', '..', '..', 'schema.graphql');
  fs.writeFileSync(target, text);
  process.stdout.write(`wrote ${target}\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${String(err)}\n`);
  process.exit(1);
});
