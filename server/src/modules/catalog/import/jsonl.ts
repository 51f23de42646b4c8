import { readFile } from 'node:fs/promises';

export type JsonObject = { [key: string]: unknown };

/** One line of a JSON Lines file: its 1-based number and either the object or what is wrong with it. */
export type JsonLine = { line: number; record: JsonObject } | { line: number; error: string };

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses JSON Lines text. Blank lines are ignored; a line that is not a JSON object is an error. */
export function parseJsonLines(text: string): JsonLine[] {
  const lines: JsonLine[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const source = raw.trim();
    if (source === '') return;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch (err) {
      lines.push({ line, error: `bad JSON (${(err as Error).message})` });
      return;
    }
    if (isJsonObject(value)) lines.push({ line, record: value });
    else lines.push({ line, error: 'not a JSON object' });
  });
  return lines;
}

export async function readJsonLines(file: string): Promise<JsonLine[]> {
  return parseJsonLines(await readFile(file, 'utf8'));
}

/** The value at a dotted path ("metadata.name"), or undefined when any step is missing. */
export function at(record: JsonObject, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.')) {
    if (!isJsonObject(value)) return undefined;
    value = value[key];
  }
  return value;
}

/** A finite number, or undefined. */
export function numberAt(record: JsonObject, path: string): number | undefined {
  const value = at(record, path);
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A positive finite number, or undefined (the sources write 0 for unknown). */
export function positiveAt(record: JsonObject, path: string): number | undefined {
  const value = numberAt(record, path);
  return value !== undefined && value > 0 ? value : undefined;
}

/** A non-empty trimmed string, or undefined. */
export function stringAt(record: JsonObject, path: string): string | undefined {
  const value = at(record, path);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

export function booleanAt(record: JsonObject, path: string): boolean | undefined {
  const value = at(record, path);
  return typeof value === 'boolean' ? value : undefined;
}

/** The strings of an array (other items dropped), or undefined when the value is not an array. */
export function stringsAt(record: JsonObject, path: string): string[] | undefined {
  const value = at(record, path);
  if (!Array.isArray(value)) return undefined;
  return value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}
