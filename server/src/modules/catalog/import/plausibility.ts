// Prices a shop would not ask: PCPartPicker keeps listing parts long past their end of life, priced
// by marketplace sellers (an Intel 710 200 GB SSD at $905.95, RTX 4060s at $369.99-$720, a Ryzen 7
// 5800X3D at $704.86). A listing's price is refused when it is far above the part's launch price or
// an outlier for its class; the thresholds and their reasons are in docs/import.md#catalog-hygiene.
import { type AnyPartInput, type SpecMap, compactKey } from '@rigforge/common';

/** A launch price (USD MSRP, in cents) and the month it was announced for sale. */
interface LaunchPrice {
  cents: number;
  launched: string;
}

/**
 * Launch prices (USD MSRP) of popular CPUs and GPU chipsets, from the makers' launch announcements
 * as recorded in the TechPowerUp CPU and GPU databases ("Launch Price" of each page, cited in
 * docs/import.md#catalog-hygiene). Keys are compactKey of the CPU name or of the GPU chipset.
 */
export const LAUNCH_PRICES: Record<string, LaunchPrice> = {
  // CPUs (compactKey of "AMD Ryzen 7 5800X3D")
  amdryzen75800x3d: { cents: 44900, launched: '2022-04' },
  amdryzen77800x3d: { cents: 44900, launched: '2023-04' },
  amdryzen55600x: { cents: 29900, launched: '2020-11' },
  amdryzen95900x: { cents: 54900, launched: '2020-11' },
  amdryzen95950x: { cents: 79900, launched: '2020-11' },
  amdryzen57600x: { cents: 29900, launched: '2022-09' },
  // GPU chipsets (compactKey of "GeForce RTX 4060"; with the memory size where it sets the price)
  geforcertx3060: { cents: 32900, launched: '2021-02' },
  geforcertx3070: { cents: 49900, launched: '2020-10' },
  geforcertx4060: { cents: 29900, launched: '2023-06' },
  geforcertx4060ti: { cents: 39900, launched: '2023-05' },
  geforcertx4060ti16gb: { cents: 49900, launched: '2023-07' },
  geforcertx4070: { cents: 59900, launched: '2023-04' },
  geforcertx4070super: { cents: 59900, launched: '2024-01' },
  geforcertx4070ti: { cents: 79900, launched: '2023-01' },
  geforcertx4080: { cents: 119900, launched: '2022-11' },
  geforcertx4090: { cents: 159900, launched: '2022-10' },
  geforcertx5070: { cents: 54900, launched: '2025-03' },
  geforcertx5080: { cents: 99900, launched: '2025-01' },
  geforcertx5090: { cents: 199900, launched: '2025-01' },
  radeonrx6600: { cents: 32900, launched: '2021-10' },
  radeonrx7600: { cents: 26900, launched: '2023-05' },
  radeonrx7900xtx: { cents: 99900, launched: '2022-12' },
};

/**
 * How far above its launch price a part may be listed. Board partners' premium cards launch at up
 * to about 1.3x the chipset's price (an ROG Strix RTX 4090 at $1,999 against $1,599), so an older
 * part above 1.35x is a marketplace price; in its first year a new part may sell well above its
 * price while stock is short (RTX 5090s in 2025), so up to 2x is kept.
 */
export const LAUNCH_FACTOR = { established: 1.35, firstYear: 2 };
/** A card above this many times the median price of its chipset's listings is refused. */
export const GPU_MEDIAN_FACTOR = 2;
/** A drive above this many times the median price per GB of its kind (NVMe, SATA SSD, HDD) is refused. */
export const DRIVE_PER_GB_FACTOR = 10;
/** A class median needs at least this many listings. */
const MIN_CLASS_LISTINGS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The launch price entry of a part: its CPU name, or its GPU chipset with the memory size or without. */
export function launchPriceOf(part: Pick<AnyPartInput, 'type' | 'name' | 'specs'>): LaunchPrice | null {
  if (part.type === 'CPU') return LAUNCH_PRICES[compactKey(part.name)] ?? null;
  if (part.type !== 'GPU') return null;
  const { chipset, vram } = part.specs as SpecMap;
  if (typeof chipset !== 'string') return null;
  const bare = compactKey(chipset.replace(/\b\d+\s*gb\b/gi, ''));
  const sized = /\d\s*gb\b/i.test(chipset) ? compactKey(chipset) : typeof vram === 'number' ? `${bare}${vram}gb` : bare;
  return LAUNCH_PRICES[sized] ?? LAUNCH_PRICES[bare] ?? null;
}

/** A GPU's class: its chipset with the memory size; a drive's: its kind. */
function gpuClass(part: AnyPartInput): string | null {
  const chipset = (part.specs as SpecMap).chipset;
  return part.type === 'GPU' && typeof chipset === 'string' ? compactKey(chipset) : null;
}

function driveClass(part: AnyPartInput): { kind: string; gb: number } | null {
  const specs = part.specs as SpecMap;
  return part.type === 'Storage' && typeof specs.storageType === 'string' && typeof specs.capacity === 'number'
    ? { kind: specs.storageType, gb: specs.capacity }
    : null;
}

/** Months from a 'YYYY-MM' month to a date. */
function monthsSince(month: string, date: Date): number {
  const [y, m] = month.split('-').map(Number);
  return (date.getUTCFullYear() - y) * 12 + (date.getUTCMonth() + 1 - m);
}

/**
 * The plausibility check of one snapshot: built from all its priced listings (the class medians),
 * then asked about each. `pricedOn` is the snapshot's date (a part's first year is counted to it).
 */
export class PriceCheck {
  private readonly gpuMedians = new Map<string, number>();
  private readonly drivePerGb = new Map<string, number>();

  constructor(
    listings: readonly AnyPartInput[],
    private readonly pricedOn: Date,
  ) {
    const gpus = new Map<string, number[]>();
    const drives = new Map<string, number[]>();
    for (const part of listings) {
      if (part.priceCents === null) continue;
      const gpu = gpuClass(part);
      if (gpu) gpus.set(gpu, [...(gpus.get(gpu) ?? []), part.priceCents]);
      const drive = driveClass(part);
      if (drive && drive.gb > 0) {
        const list = drives.get(drive.kind) ?? [];
        list.push(part.priceCents / drive.gb);
        drives.set(drive.kind, list);
      }
    }
    for (const [key, prices] of gpus) if (prices.length >= MIN_CLASS_LISTINGS) this.gpuMedians.set(key, median(prices));
    for (const [key, prices] of drives) {
      if (prices.length >= MIN_CLASS_LISTINGS) this.drivePerGb.set(key, median(prices));
    }
  }

  /** Why a listing's price is implausible, or null when it may stand. */
  refusal(part: AnyPartInput): string | null {
    const price = part.priceCents;
    if (price === null) return null;
    const launch = launchPriceOf(part);
    if (launch) {
      const firstYear = monthsSince(launch.launched, this.pricedOn) < 12;
      const factor = firstYear ? LAUNCH_FACTOR.firstYear : LAUNCH_FACTOR.established;
      if (price > launch.cents * factor) {
        return `${(price / launch.cents).toFixed(2)}x its launch price of ${dollars(launch.cents)} (${launch.launched}); at most ${factor}x`;
      }
    }
    const gpu = gpuClass(part);
    const gpuMedian = gpu ? this.gpuMedians.get(gpu) : undefined;
    if (gpuMedian !== undefined && price > gpuMedian * GPU_MEDIAN_FACTOR) {
      return `${(price / gpuMedian).toFixed(2)}x the median ${dollars(gpuMedian)} of its chipset's listings; at most ${GPU_MEDIAN_FACTOR}x`;
    }
    const drive = driveClass(part);
    const perGb = drive ? this.drivePerGb.get(drive.kind) : undefined;
    if (drive && perGb !== undefined && drive.gb > 0 && price / drive.gb > perGb * DRIVE_PER_GB_FACTOR) {
      return `${dollars(price / drive.gb)} per GB, ${(price / drive.gb / perGb).toFixed(1)}x the median ${dollars(perGb)} of ${drive.kind} listings; at most ${DRIVE_PER_GB_FACTOR}x`;
    }
    return null;
  }
}
