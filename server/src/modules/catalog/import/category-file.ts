import { existsSync } from 'node:fs';
import path from 'node:path';
import { readJsonLines, type JsonObject } from './jsonl';
import { emptyCategory, type CategoryReport, type ImportReport } from './report';

export interface CategoryRecords {
  report: CategoryReport;
  file: string;
  records: { line: number; record: JsonObject }[];
}

/**
 * Reads one category's JSON Lines file and adds its report to the import's. Malformed lines are
 * reported with the file and line number and left out; a missing file is noted, and null returned.
 */
export async function readCategory(
  dir: string,
  category: string,
  report: ImportReport,
): Promise<CategoryRecords | null> {
  const file = `${category}.jsonl`;
  const filePath = path.join(dir, file);
  if (!existsSync(filePath)) {
    report.missingFiles.push(file);
    return null;
  }
  const counts = emptyCategory(category);
  report.categories.push(counts);
  const records: CategoryRecords['records'] = [];
  for (const line of await readJsonLines(filePath)) {
    counts.read += 1;
    if ('error' in line) malformed(report, counts, file, line.line, line.error);
    else records.push(line);
  }
  return { report: counts, file, records };
}

/** Notes a malformed line: counted in its category, listed with its place in the import's report. */
export function malformed(
  report: ImportReport,
  category: CategoryReport,
  file: string,
  line: number,
  error: string,
): void {
  category.malformed += 1;
  report.malformed.push({ file, line, error });
}
