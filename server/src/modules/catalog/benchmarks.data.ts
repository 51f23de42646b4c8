// Curated performance indices for CPUs and GPUs (the catalog's "performance indices"), with the key functions that find them.

export interface CpuIndex {
  single: number;
  multi: number;
}

export interface GpuIndex {
  p1080: number;
  p1440: number;
  p4k: number;
}

export const BENCHMARK_SOURCES =
  'CPU indices follow public Cinebench 2024 / Cinebench R23 and Geekbench 6 single- and multi-thread results at stock settings (Intel Core i9-14900K = 100). ' +
  'GPU indices follow public review relative-performance summaries of average raster frame rates (e.g. TechPowerUp relative performance charts) at 1080p, 1440p and 4K (GeForce RTX 4090 = 100 at each resolution).';

/**
 * Keyed by CPU model in lowercase without the vendor, e.g. 'ryzen 5 7600', 'core i5-14600k', 'core ultra 7 265k'.
 * Single and multi are relative scores where Intel Core i9-14900K = 100 for both.
 */
export const CPU_INDICES: Record<string, CpuIndex> = {
  'core i3-8100': { single: 40, multi: 15 },
  'core i3-8350k': { single: 45, multi: 16 },
  'core i5-8400': { single: 45, multi: 24 },
  'core i5-8500': { single: 46, multi: 25 },
  'core i5-8600': { single: 48, multi: 26 },
  'core i5-8600k': { single: 48, multi: 26 },
  'core i7-8700': { single: 51, multi: 30 },
  'core i7-8700k': { single: 53, multi: 32 },
  'core i7-8086k': { single: 56, multi: 33 },
  'core i3-9100': { single: 47, multi: 17 },
  'core i3-9100f': { single: 47, multi: 17 },
  'core i3-9300': { single: 48, multi: 17 },
  'core i3-9320': { single: 49, multi: 17 },
  'core i3-9350k': { single: 51, multi: 18 },
  'core i3-9350kf': { single: 51, multi: 18 },
  'core i5-9400': { single: 46, multi: 25 },
  'core i5-9400f': { single: 46, multi: 25 },
  'core i5-9500': { single: 49, multi: 26 },
  'core i5-9500f': { single: 49, multi: 26 },
  'core i5-9600': { single: 51, multi: 26 },
  'core i5-9600k': { single: 52, multi: 27 },
  'core i5-9600kf': { single: 52, multi: 27 },
  'core i7-9700': { single: 53, multi: 32 },
  'core i7-9700f': { single: 53, multi: 32 },
  'core i7-9700k': { single: 55, multi: 34 },
  'core i7-9700kf': { single: 55, multi: 34 },
  'core i9-9900': { single: 55, multi: 38 },
  'core i9-9900k': { single: 56, multi: 39 },
  'core i9-9900kf': { single: 56, multi: 39 },
  'core i9-9900ks': { single: 57, multi: 41 },
  'core i3-10100': { single: 51, multi: 19 },
  'core i3-10100f': { single: 51, multi: 19 },
  'core i3-10105': { single: 52, multi: 20 },
  'core i3-10105f': { single: 52, multi: 20 },
  'core i3-10300': { single: 52, multi: 20 },
  'core i3-10305': { single: 53, multi: 20 },
  'core i3-10320': { single: 54, multi: 20 },
  'core i3-10325': { single: 55, multi: 21 },
  'core i5-10400': { single: 51, multi: 30 },
  'core i5-10400f': { single: 51, multi: 30 },
  'core i5-10500': { single: 53, multi: 31 },
  'core i5-10600': { single: 56, multi: 32 },
  'core i5-10600k': { single: 57, multi: 34 },
  'core i5-10600kf': { single: 57, multi: 34 },
  'core i7-10700': { single: 57, multi: 38 },
  'core i7-10700f': { single: 57, multi: 38 },
  'core i7-10700k': { single: 60, multi: 41 },
  'core i7-10700kf': { single: 60, multi: 41 },
  'core i9-10850k': { single: 61, multi: 46 },
  'core i9-10900': { single: 60, multi: 43 },
  'core i9-10900f': { single: 60, multi: 43 },
  'core i9-10900k': { single: 62, multi: 47 },
  'core i9-10900kf': { single: 62, multi: 47 },
  'core i5-11400': { single: 63, multi: 34 },
  'core i5-11400f': { single: 63, multi: 34 },
  'core i5-11500': { single: 65, multi: 35 },
  'core i5-11600': { single: 67, multi: 35 },
  'core i5-11600k': { single: 69, multi: 36 },
  'core i5-11600kf': { single: 69, multi: 36 },
  'core i7-11700': { single: 68, multi: 41 },
  'core i7-11700f': { single: 68, multi: 41 },
  'core i7-11700k': { single: 70, multi: 44 },
  'core i7-11700kf': { single: 70, multi: 44 },
  'core i9-11900': { single: 70, multi: 42 },
  'core i9-11900f': { single: 70, multi: 42 },
  'core i9-11900k': { single: 72, multi: 46 },
  'core i9-11900kf': { single: 72, multi: 46 },
  'core i3-12100': { single: 73, multi: 29 },
  'core i3-12100f': { single: 73, multi: 29 },
  'core i3-12100t': { single: 69, multi: 25 },
  'core i5-12400': { single: 75, multi: 39 },
  'core i5-12400f': { single: 75, multi: 39 },
  'core i5-12500': { single: 78, multi: 40 },
  'core i5-12600': { single: 80, multi: 41 },
  'core i5-12600k': { single: 81, multi: 52 },
  'core i5-12600kf': { single: 81, multi: 52 },
  'core i7-12700': { single: 82, multi: 57 },
  'core i7-12700f': { single: 82, multi: 57 },
  'core i7-12700k': { single: 84, multi: 63 },
  'core i7-12700kf': { single: 84, multi: 63 },
  'core i9-12900': { single: 85, multi: 64 },
  'core i9-12900f': { single: 85, multi: 64 },
  'core i9-12900k': { single: 87, multi: 74 },
  'core i9-12900kf': { single: 87, multi: 74 },
  'core i9-12900ks': { single: 91, multi: 77 },
  'core i3-13100': { single: 76, multi: 31 },
  'core i3-13100f': { single: 76, multi: 31 },
  'core i3-13100t': { single: 71, multi: 27 },
  'core i5-13400': { single: 77, multi: 48 },
  'core i5-13400f': { single: 77, multi: 48 },
  'core i5-13500': { single: 80, multi: 57 },
  'core i5-13500t': { single: 72, multi: 44 },
  'core i5-13600': { single: 83, multi: 60 },
  'core i5-13600k': { single: 86, multi: 66 },
  'core i5-13600kf': { single: 86, multi: 66 },
  'core i7-13700': { single: 88, multi: 73 },
  'core i7-13700f': { single: 88, multi: 73 },
  'core i7-13700t': { single: 80, multi: 53 },
  'core i7-13700k': { single: 91, multi: 80 },
  'core i7-13700kf': { single: 91, multi: 80 },
  'core i9-13900': { single: 93, multi: 82 },
  'core i9-13900f': { single: 93, multi: 82 },
  'core i9-13900t': { single: 84, multi: 57 },
  'core i9-13900k': { single: 96, multi: 97 },
  'core i9-13900kf': { single: 96, multi: 97 },
  'core i9-13900ks': { single: 99, multi: 100 },
  'core i3-14100': { single: 78, multi: 32 },
  'core i3-14100f': { single: 78, multi: 32 },
  'core i5-14400': { single: 79, multi: 50 },
  'core i5-14400f': { single: 79, multi: 50 },
  'core i5-14500': { single: 83, multi: 61 },
  'core i5-14500t': { single: 74, multi: 46 },
  'core i5-14600k': { single: 89, multi: 68 },
  'core i5-14600kf': { single: 89, multi: 68 },
  'core i7-14700': { single: 92, multi: 83 },
  'core i7-14700f': { single: 92, multi: 83 },
  'core i7-14700k': { single: 95, multi: 91 },
  'core i7-14700kf': { single: 95, multi: 91 },
  'core i9-14900': { single: 97, multi: 86 },
  'core i9-14900f': { single: 97, multi: 86 },
  'core i9-14900k': { single: 100, multi: 100 },
  'core i9-14900kf': { single: 100, multi: 100 },
  'core i9-14900ks': { single: 103, multi: 103 },
  'core ultra 5 225': { single: 89, multi: 52 },
  'core ultra 5 225f': { single: 89, multi: 52 },
  'core ultra 5 235': { single: 91, multi: 62 },
  'core ultra 5 245': { single: 93, multi: 66 },
  'core ultra 5 245k': { single: 95, multi: 70 },
  'core ultra 5 245kf': { single: 95, multi: 70 },
  'core ultra 5 250k plus': { single: 97, multi: 82 },
  'core ultra 5 250kf plus': { single: 97, multi: 82 },
  'core ultra 7 265': { single: 97, multi: 84 },
  'core ultra 7 265f': { single: 97, multi: 84 },
  'core ultra 7 265k': { single: 100, multi: 92 },
  'core ultra 7 265kf': { single: 100, multi: 92 },
  'core ultra 7 270k plus': { single: 102, multi: 104 },
  'core ultra 9 285': { single: 102, multi: 94 },
  'core ultra 9 285k': { single: 104, multi: 105 },
  'pentium gold g5400': { single: 40, multi: 11 },
  'pentium gold g5500': { single: 41, multi: 12 },
  'pentium gold g5600': { single: 42, multi: 12 },
  'pentium gold g6400': { single: 44, multi: 13 },
  'pentium gold g7400': { single: 62, multi: 17 },
  'celeron g5900': { single: 37, multi: 8.0 },
  'celeron g5920': { single: 38, multi: 8.2 },
  'celeron g6900': { single: 58, multi: 12 },
  'athlon 200ge': { single: 32, multi: 12 },
  'athlon 220ge': { single: 34, multi: 13 },
  'athlon 240ge': { single: 35, multi: 13 },
  'athlon 3000g': { single: 35, multi: 13 },
  'ryzen 3 1200': { single: 39, multi: 16 },
  'ryzen 3 1300x': { single: 42, multi: 17 },
  'ryzen 5 1400': { single: 40, multi: 20 },
  'ryzen 5 1500x': { single: 43, multi: 22 },
  'ryzen 5 1600': { single: 41, multi: 27 },
  'ryzen 5 1600x': { single: 44, multi: 29 },
  'ryzen 7 1700': { single: 41, multi: 32 },
  'ryzen 7 1700x': { single: 43, multi: 34 },
  'ryzen 7 1800x': { single: 44, multi: 35 },
  'ryzen 3 2200g': { single: 43, multi: 17 },
  'ryzen 5 2400g': { single: 44, multi: 21 },
  'ryzen 5 2600': { single: 47, multi: 29 },
  'ryzen 5 2600x': { single: 49, multi: 31 },
  'ryzen 7 2700': { single: 47, multi: 34 },
  'ryzen 7 2700x': { single: 50, multi: 36 },
  'ryzen 3 3200g': { single: 44, multi: 18 },
  'ryzen 5 3400g': { single: 47, multi: 23 },
  'ryzen 3 3100': { single: 52, multi: 22 },
  'ryzen 3 3300x': { single: 57, multi: 23 },
  'ryzen 5 3500': { single: 52, multi: 25 },
  'ryzen 5 3500x': { single: 53, multi: 26 },
  'ryzen 5 3600': { single: 56, multi: 30 },
  'ryzen 5 3600x': { single: 57, multi: 32 },
  'ryzen 5 3600xt': { single: 60, multi: 32 },
  'ryzen 7 3700x': { single: 58, multi: 38 },
  'ryzen 7 3800x': { single: 59, multi: 39 },
  'ryzen 7 3800xt': { single: 61, multi: 40 },
  'ryzen 9 3900x': { single: 59, multi: 52 },
  'ryzen 9 3900xt': { single: 61, multi: 53 },
  'ryzen 9 3950x': { single: 60, multi: 63 },
  'ryzen 3 4100': { single: 50, multi: 21 },
  'ryzen 5 4500': { single: 51, multi: 29 },
  'ryzen 5 4600g': { single: 52, multi: 31 },
  'ryzen 7 pro 4750g': { single: 55, multi: 39 },
  'ryzen 5 5500': { single: 63, multi: 34 },
  'ryzen 5 5500gt': { single: 66, multi: 34 },
  'ryzen 5 5600': { single: 69, multi: 35 },
  'ryzen 5 5600x': { single: 71, multi: 36 },
  'ryzen 5 5600g': { single: 66, multi: 34 },
  'ryzen 5 5600gt': { single: 67, multi: 34 },
  'ryzen 5 5600t': { single: 69, multi: 35 },
  'ryzen 5 5600xt': { single: 71, multi: 36 },
  'ryzen 5 5600x3d': { single: 65, multi: 34 },
  'ryzen 7 5700': { single: 68, multi: 41 },
  'ryzen 7 5700g': { single: 68, multi: 42 },
  'ryzen 7 5700x': { single: 71, multi: 44 },
  'ryzen 7 5700x3d': { single: 62, multi: 41 },
  'ryzen 7 5800x': { single: 72, multi: 46 },
  'ryzen 7 5800x3d': { single: 67, multi: 44 },
  'ryzen 7 5800xt': { single: 73, multi: 47 },
  'ryzen 9 5900x': { single: 74, multi: 61 },
  'ryzen 9 5900xt': { single: 74, multi: 68 },
  'ryzen 9 5950x': { single: 75, multi: 70 },
  'ryzen 5 7500f': { single: 81, multi: 43 },
  'ryzen 5 7600': { single: 82, multi: 44 },
  'ryzen 5 7600x': { single: 85, multi: 46 },
  'ryzen 5 7600x3d': { single: 77, multi: 42 },
  'ryzen 5 7500x3d': { single: 75, multi: 40 },
  'ryzen 7 7700': { single: 86, multi: 55 },
  'ryzen 7 7700x': { single: 88, multi: 57 },
  'ryzen 7 7700x3d': { single: 76, multi: 50 },
  'ryzen 7 7800x3d': { single: 79, multi: 53 },
  'ryzen 9 7900': { single: 86, multi: 70 },
  'ryzen 9 7900x': { single: 89, multi: 77 },
  'ryzen 9 7900x3d': { single: 87, multi: 73 },
  'ryzen 9 7950x': { single: 90, multi: 97 },
  'ryzen 9 7950x3d': { single: 89, multi: 91 },
  'ryzen 5 8400f': { single: 75, multi: 39 },
  'ryzen 5 8500g': { single: 76, multi: 34 },
  'ryzen 5 8600g': { single: 78, multi: 41 },
  'ryzen 7 8700f': { single: 78, multi: 49 },
  'ryzen 7 8700g': { single: 79, multi: 49 },
  'ryzen 5 pro 7645': { single: 82, multi: 44 },
  'ryzen 7 pro 7745': { single: 85, multi: 55 },
  'ryzen 9 pro 7945': { single: 86, multi: 69 },
  'ryzen 5 9600': { single: 93, multi: 48 },
  'ryzen 5 9600x': { single: 96, multi: 50 },
  'ryzen 7 9700x': { single: 98, multi: 59 },
  'ryzen 7 9800x3d': { single: 95, multi: 64 },
  'ryzen 7 9850x3d': { single: 99, multi: 66 },
  'ryzen 9 9900x': { single: 99, multi: 86 },
  'ryzen 9 9900x3d': { single: 98, multi: 83 },
  'ryzen 9 9950x': { single: 101, multi: 105 },
  'ryzen 9 9950x3d': { single: 100, multi: 103 },
  'ryzen 9 9950x3d2': { single: 100, multi: 101 },
};

/**
 * Keyed by GPU chipset in lowercase, e.g. 'geforce rtx 4060', 'radeon rx 7800 xt', 'arc b580'. Relative raster
 * performance where GeForce RTX 4090 = 100 at each resolution. A key ending in a memory size (e.g.
 * 'geforce rtx 3060 8gb') is a variant that performs differently from the model's main configuration.
 */
export const GPU_INDICES: Record<string, GpuIndex> = {
  'geforce rtx 5090': { p1080: 117, p1440: 127, p4k: 135 },
  'geforce rtx 4090': { p1080: 100, p1440: 100, p4k: 100 },
  'geforce rtx 5080': { p1080: 88, p1440: 86, p4k: 83 },
  'geforce rtx 4080 super': { p1080: 84, p1440: 81, p4k: 77 },
  'geforce rtx 4080': { p1080: 82, p1440: 79, p4k: 74 },
  'geforce rtx 5070 ti': { p1080: 78, p1440: 75, p4k: 70 },
  'geforce rtx 4070 ti super': { p1080: 73, p1440: 69, p4k: 63 },
  'geforce rtx 4070 ti': { p1080: 68, p1440: 64, p4k: 57 },
  'geforce rtx 5070': { p1080: 66, p1440: 61, p4k: 54 },
  'geforce rtx 4070 super': { p1080: 65, p1440: 60, p4k: 53 },
  'geforce rtx 4070': { p1080: 56, p1440: 51, p4k: 43 },
  'geforce rtx 5060 ti': { p1080: 49, p1440: 43, p4k: 35 },
  'geforce rtx 5060 ti 8gb': { p1080: 47, p1440: 41, p4k: 26 },
  'geforce rtx 4060 ti': { p1080: 43, p1440: 37, p4k: 26 },
  'geforce rtx 4060 ti 16gb': { p1080: 43, p1440: 37, p4k: 29 },
  'geforce rtx 5060': { p1080: 43, p1440: 37, p4k: 26 },
  'geforce rtx 4060': { p1080: 36, p1440: 30, p4k: 21 },
  'geforce rtx 5050': { p1080: 34, p1440: 28, p4k: 19 },
  'geforce rtx 3090 ti': { p1080: 68, p1440: 64, p4k: 57 },
  'geforce rtx 3090': { p1080: 62, p1440: 57, p4k: 50 },
  'geforce rtx 3080 ti': { p1080: 60, p1440: 55, p4k: 47 },
  'geforce rtx 3080': { p1080: 56, p1440: 51, p4k: 43 },
  'geforce rtx 3080 12gb': { p1080: 58, p1440: 53, p4k: 45 },
  'geforce rtx 3070 ti': { p1080: 49, p1440: 43, p4k: 35 },
  'geforce rtx 3070': { p1080: 46, p1440: 40, p4k: 32 },
  'geforce rtx 3060 ti': { p1080: 41, p1440: 35, p4k: 27 },
  'geforce rtx 3060': { p1080: 33, p1440: 27, p4k: 19 },
  'geforce rtx 3060 8gb': { p1080: 29, p1440: 23, p4k: 15 },
  'geforce rtx 3050': { p1080: 22, p1440: 17, p4k: 11 },
  'geforce rtx 3050 6gb': { p1080: 18, p1440: 13, p4k: 8 },
  'geforce rtx 2080 ti': { p1080: 45, p1440: 39, p4k: 31 },
  'geforce rtx 2080 super': { p1080: 40, p1440: 34, p4k: 26 },
  'geforce rtx 2080': { p1080: 37, p1440: 31, p4k: 23 },
  'geforce rtx 2070 super': { p1080: 35, p1440: 29, p4k: 21 },
  'geforce rtx 2070': { p1080: 31, p1440: 26, p4k: 18 },
  'geforce rtx 2060 super': { p1080: 30, p1440: 24, p4k: 17 },
  'geforce rtx 2060': { p1080: 25, p1440: 20, p4k: 13 },
  'geforce gtx 1080 ti': { p1080: 34, p1440: 28, p4k: 20 },
  'geforce gtx 1080': { p1080: 27, p1440: 21, p4k: 14 },
  'geforce gtx 1070 ti': { p1080: 24, p1440: 19, p4k: 13 },
  'geforce gtx 1070': { p1080: 22, p1440: 17, p4k: 11 },
  'geforce gtx 1660 ti': { p1080: 20, p1440: 15, p4k: 9.3 },
  'geforce gtx 1660 super': { p1080: 20, p1440: 15, p4k: 9.3 },
  'geforce gtx 1660': { p1080: 18, p1440: 13, p4k: 7.8 },
  'geforce gtx 1650 super': { p1080: 15, p1440: 11, p4k: 6.3 },
  'geforce gtx 1650': { p1080: 12, p1440: 8.5, p4k: 4.6 },
  'geforce gtx 1630': { p1080: 8.5, p1440: 5.5, p4k: 2.7 },
  'geforce gtx 1060': { p1080: 17, p1440: 12, p4k: 7.4 },
  'geforce gtx 1060 3gb': { p1080: 15, p1440: 11, p4k: 6.5 },
  'geforce gtx 1050 ti': { p1080: 9.8, p1440: 6.5, p4k: 3.3 },
  'geforce gtx 1050': { p1080: 7.8, p1440: 5, p4k: 2.4 },
  'geforce gt 1030': { p1080: 5.1, p1440: 3, p4k: 1.2 },
  'titan xp': { p1080: 34, p1440: 28, p4k: 21 },
  'geforce gtx 980 ti': { p1080: 21, p1440: 16, p4k: 10 },
  'geforce gtx 980': { p1080: 18, p1440: 13, p4k: 7.8 },
  'geforce gtx 970': { p1080: 15, p1440: 11, p4k: 6.3 },
  'radeon rx 9070 xt': { p1080: 77, p1440: 74, p4k: 69 },
  'radeon rx 9070': { p1080: 70, p1440: 66, p4k: 59 },
  'radeon rx 9070 gre': { p1080: 63, p1440: 58, p4k: 51 },
  'radeon rx 9060 xt': { p1080: 48, p1440: 42, p4k: 34 },
  'radeon rx 9060 xt 8gb': { p1080: 46, p1440: 40, p4k: 26 },
  'radeon rx 9060': { p1080: 41, p1440: 35, p4k: 23 },
  'radeon rx 7900 xtx': { p1080: 83, p1440: 80, p4k: 76 },
  'radeon rx 7900 xt': { p1080: 73, p1440: 69, p4k: 63 },
  'radeon rx 7900 gre': { p1080: 64, p1440: 59, p4k: 52 },
  'radeon rx 7800 xt': { p1080: 57, p1440: 52, p4k: 44 },
  'radeon rx 7700 xt': { p1080: 51, p1440: 45, p4k: 37 },
  'radeon rx 7600 xt': { p1080: 37, p1440: 32, p4k: 24 },
  'radeon rx 7600': { p1080: 35, p1440: 30, p4k: 20 },
  'radeon rx 6950 xt': { p1080: 63, p1440: 58, p4k: 51 },
  'radeon rx 6900 xt': { p1080: 60, p1440: 55, p4k: 47 },
  'radeon rx 6800 xt': { p1080: 57, p1440: 52, p4k: 44 },
  'radeon rx 6800': { p1080: 51, p1440: 45, p4k: 37 },
  'radeon rx 6750 xt': { p1080: 43, p1440: 37, p4k: 29 },
  'radeon rx 6700 xt': { p1080: 41, p1440: 35, p4k: 27 },
  'radeon rx 6700': { p1080: 37, p1440: 31, p4k: 23 },
  'radeon rx 6650 xt': { p1080: 35, p1440: 29, p4k: 19 },
  'radeon rx 6600 xt': { p1080: 33, p1440: 28, p4k: 18 },
  'radeon rx 6600': { p1080: 30, p1440: 24, p4k: 15 },
  'radeon rx 6500 xt': { p1080: 14, p1440: 9.5, p4k: 5.5 },
  'radeon rx 6400': { p1080: 11, p1440: 7.5, p4k: 4.5 },
  'radeon rx 5700 xt': { p1080: 33, p1440: 27, p4k: 19 },
  'radeon rx 5700': { p1080: 30, p1440: 24, p4k: 17 },
  'radeon rx 5600 xt': { p1080: 27, p1440: 21, p4k: 13 },
  'radeon rx 5500 xt': { p1080: 17, p1440: 12, p4k: 7.4 },
  'radeon rx 590': { p1080: 18, p1440: 14, p4k: 8.2 },
  'radeon rx 580': { p1080: 17, p1440: 12, p4k: 7.4 },
  'radeon rx 570': { p1080: 15, p1440: 10, p4k: 6.0 },
  'radeon rx 480': { p1080: 16, p1440: 12, p4k: 7.1 },
  'radeon rx 470': { p1080: 14, p1440: 10, p4k: 5.6 },
  'radeon rx 560': { p1080: 9.2, p1440: 6, p4k: 3.0 },
  'radeon rx 550': { p1080: 5.8, p1440: 3.5, p4k: 1.5 },
  'radeon rx vega 64': { p1080: 26, p1440: 20, p4k: 14 },
  'radeon rx vega 56': { p1080: 23, p1440: 18, p4k: 12 },
  'radeon vii': { p1080: 31, p1440: 26, p4k: 18 },
  'arc b580': { p1080: 40, p1440: 34, p4k: 26 },
  'arc b570': { p1080: 35, p1440: 30, p4k: 22 },
  'arc a770': { p1080: 36, p1440: 30, p4k: 22 },
  'arc a750': { p1080: 33, p1440: 28, p4k: 20 },
  'arc a580': { p1080: 30, p1440: 24, p4k: 17 },
  'arc a380': { p1080: 12, p1440: 8.5, p4k: 5 },
  'arc a310': { p1080: 9.2, p1440: 6, p4k: 3.5 },
};

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/\((?:r|tm)\)|[\u00ae\u2122\u00a9]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The CPU_INDICES key of a CPU name, e.g. "AMD Ryzen 7 7800X3D 4.2 GHz 8-Core Processor" -> 'ryzen 7 7800x3d',
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
const GPU_MEMORY_SUFFIX = / (\d+) ?gb$/;
const GPU_OTHER_SUFFIX = / (?:gddr\d+x?|lhr)$/;

/** Lowercase, single-spaced chipset without a vendor prefix, memory-type or LHR suffix; keeps a memory size. */
function gpuBase(chipset: string): string {
  let s = normalize(chipset).replace(GPU_VENDOR_PREFIX, '');
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(GPU_OTHER_SUFFIX, '');
  }
  return s;
}

/**
 * The GPU_INDICES key of a chipset: lowercase, spaces collapsed, vendor prefix and a trailing memory size
 * dropped, e.g. "GeForce RTX 3060 12GB" -> 'geforce rtx 3060'.
 */
export function gpuIndexKey(chipset: string): string {
  let s = gpuBase(chipset);
  for (let prev = ''; prev !== s;) {
    prev = s;
    s = s.replace(GPU_MEMORY_SUFFIX, '').replace(GPU_OTHER_SUFFIX, '');
  }
  return s;
}

export function cpuIndexFor(name: string): CpuIndex | null {
  const key = cpuIndexKey(name);
  return (key && CPU_INDICES[key]) || null;
}

/**
 * The index of a chipset; a memory size in the chipset (or `vram` in GB) selects a variant entry such as
 * 'geforce rtx 3060 8gb' when one exists, else the model's main entry.
 */
export function gpuIndexFor(chipset: string, vram?: number): GpuIndex | null {
  const key = gpuIndexKey(chipset);
  if (!key) return null;
  const size = GPU_MEMORY_SUFFIX.exec(gpuBase(chipset))?.[1] ?? (vram ? String(vram) : null);
  const variant = size ? GPU_INDICES[`${key} ${size}gb`] : undefined;
  return variant ?? GPU_INDICES[key] ?? null;
}
