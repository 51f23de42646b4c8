// Per GPU chipset: the chipset maker's recommended system power, the card's PCIe link and whether the
// reference design takes a 16-pin plug. Data: gpu-chipsets.json (sources per row, docs/hardware-data.md).
import table from './gpu-chipsets.json';
import { gpuTableRow } from './keys';

export interface HardwareSource {
  title: string;
  url: string;
  /** When the source was published (year-month or a full date). */
  date: string;
}

export interface GpuChipsetFacts {
  /** The chipset maker's recommended system power supply in W; absent when not sourced. */
  recommendedPsu?: number;
  pcieGen: number;
  pcieLanes: number;
  /** The maker's reference design takes one 16-pin 12V-2x6 / 12VHPWR plug; absent when not confirmed. */
  power16Pin?: boolean;
  source: HardwareSource;
  /** True when the row was read against a stored copy of its source while the table was built. */
  checked: boolean;
  note?: string;
}

export const GPU_CHIPSET_FACTS: Readonly<Record<string, GpuChipsetFacts>> = table.chipsets as Record<
  string,
  GpuChipsetFacts
>;

/**
 * The facts of a GPU chipset ("GeForce RTX 4060", "NVIDIA GeForce RTX 3060 8GB", 'radeon rx 9070 xt'),
 * keyed as gpuIndexKey keys it; a memory size in the name (or `vram`) picks a variant row. Null when
 * the chipset is not in the table.
 */
export function gpuChipsetFacts(chipset: string, vram?: number): GpuChipsetFacts | null {
  return gpuTableRow(GPU_CHIPSET_FACTS, chipset, vram);
}

/** "PCIe 4.0 x8" for a link, or null without a generation. */
export function formatPcieLink(gen: number | undefined, lanes?: number): string | null {
  if (gen === undefined || !Number.isFinite(gen)) return null;
  return `PCIe ${gen.toFixed(1)}${lanes ? ` x${lanes}` : ''}`;
}

/** Reads "PCIe 4.0 x8", "PCIe x16", "PCIe 5.0" into its parts (each absent when not given). */
export function parsePcieLink(text: string | null | undefined): { gen?: number; lanes?: number } {
  if (!text) return {};
  const gen = /\b(?:pcie|pci express|pci-e)\s*([1-6])(?:\.0)?\b/i.exec(text)?.[1];
  const lanes = /\bx(1|2|4|8|16)\b/i.exec(text)?.[1];
  return { ...(gen ? { gen: Number(gen) } : {}), ...(lanes ? { lanes: Number(lanes) } : {}) };
}
