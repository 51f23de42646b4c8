// graphql-codegen hook (codegen.yml afterOneFileWrite): drops the schema-types namespace import the
// near-operation-file preset writes into every generated file when the file uses none of the
// schema's types, which the client's `noUnusedLocals` would refuse.
const fs = require('node:fs');

const IMPORT = /^import type \* as Types from '[^']+';\n/m;
for (const file of process.argv.slice(2)) {
  const text = fs.readFileSync(file, 'utf8');
  if (IMPORT.test(text) && !/\bTypes\./.test(text)) fs.writeFileSync(file, text.replace(IMPORT, ''));
}
