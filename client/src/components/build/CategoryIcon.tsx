import { type ComponentType } from 'react';
import { Box, CircuitBoard, Microchip, Fan, Gpu, HardDrive, MemoryStick, PcCase, PlugZap } from 'lucide-react';
import { type PartType } from '@rigforge/common';

const ICONS: Record<PartType, ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>> = {
  CPU: Microchip,
  GPU: Gpu,
  RAM: MemoryStick,
  Storage: HardDrive,
  Motherboard: CircuitBoard,
  PSU: PlugZap,
  Case: PcCase,
  Cooler: Fan,
};

/**
 * A decorative icon for a part category (inline SVG; the category is always written beside it). Null
 * (a type label we do not know) gets a neutral box (docs/requirements.md §3).
 */
export function CategoryIcon({ category, className }: { category: PartType | null; className?: string }) {
  const Icon = category ? ICONS[category] : Box;
  return <Icon aria-hidden="true" className={className} />;
}
