// The lookup keys of CPU models and GPU chipsets, shared by the benchmark indices (server) and the
// hardware fact tables here, so that one name finds its row in every table.

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/\((?:r|tm)\)|[\u00ae\u2122\u00a9]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The key of a CPU name, e.g. "AMD Ryzen 7 7800X3D 4.2 GHz 8-Core Processor" -> 'ryzen 7 7800x3d',
 * "Intel Core i5 14600K" -> 'core i5-14600k'; '' when no model is found.
 */
export function cpuIndexKey(name: string): string {
  const s = normalize(name);
  let m = /\bcore ultra ([3579]) (\d{3}[a-z]*)( plus)?\b/.exec(s);
  if (m) return `core ultra ${m[1]} ${m[2]}${m[3] ?? ''}`;
  m = /\bcore i([3579])[\s-]?(\d{4,5}[a-z]*)\b/.exec(s);
  if (m) return `core i${m[1]}-${m[2]}`;
  m = /\b(pentium gold|celeron) (g\d{4}[a-z]*)\b/.exec(s);
  if (m) return `${m[1]} ${m[2]}`;
  m = /\bryzen (threadripper (?:pro )?\d{4}[a-z0-9]*|[3579] (?:pro )?\d{4}[a-z0-9]*)\b/.exec(s);
  if (m) return `ryzen ${m[1]}`;
  m = /\bathlon (\d{3,4}ge?)\b/.exec(s);
  if (m) return `athlon ${m[1]}`;
  return '';
}

const GPU_VENDOR_PREFIX = /^(?:nvidia|amd|intel) /;
/** A trailing memory size in a chipset name, e.g. ' 16gb' in 'geforce rtx 4060 ti 16gb'. */
export const GPU_MEMORY_SUFFIX = / (\d+) ?gb$/;
const GPU_OTHER_SUFFIX = / (?:gddr\d+x?|lhr)$/;

/** Lowercase, single-spaced chipset without a vendor prefix, memory-type or LHR suffix; keeps a memory size. */
export function gpuChipsetBase(chipset: string): string {
  let s = normalize(chipset).replace(GPU_VENDOR_PREFIX, '');
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(GPU_OTHER_SUFFIX, '');
  }
  return s;
}

/**
 * The key of a GPU chipset: lowercase, spaces collapsed, vendor prefix and a trailing memory size
 * dropped, e.g. "GeForce RTX 3060 12GB" -> 'geforce rtx 3060'.
 */
export function gpuIndexKey(chipset: string): string {
  let s = gpuChipsetBase(chipset);
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(GPU_MEMORY_SUFFIX, '').replace(GPU_OTHER_SUFFIX, '');
  }
  return s;
}

/**
 * The row of a keyed table for a chipset: a memory variant such as 'geforce rtx 3060 8gb' when the
 * chipset (or `vram` in GB) names one the table has, else the model's main row.
 */
export function gpuTableRow<T>(table: Readonly<Record<string, T>>, chipset: string, vram?: number): T | null {
  const key = gpuIndexKey(chipset);
  if (!key) return null;
  const size = GPU_MEMORY_SUFFIX.exec(gpuChipsetBase(chipset))?.[1] ?? (vram ? String(vram) : null);
  const variant = size && Object.hasOwn(table, `${key} ${size}gb`) ? table[`${key} ${size}gb`] : undefined;
  return variant ?? (Object.hasOwn(table, key) ? table[key] : null) ?? null;
}
