/**
 * Hardware articles written by the RigForge team for this site. Figures quote their public source
 * by name in the text (the maker's specification page or design guide); check the source before
 * changing a number. Content is Markdown, rendered by the client's safe renderer.
 */

export interface SeedArticle {
  slug: string;
  category: 'Power' | 'Cooling' | 'Memory' | 'Assembly' | 'Storage';
  title: string;
  description: string;
  excerpt: string;
  tags: string[];
  author: string;
  publishedAt: string;
  /** When the content last changed, if after publication. */
  updatedAt?: string;
  content: string;
}

const psu = `## Start from the card maker's number

Graphics card makers publish a recommended power supply for each card, and it is the safest starting point because it already allows for a typical processor and the rest of the system. NVIDIA's specification pages list, for example, 650 W for the GeForce RTX 4070 SUPER (220 W total graphics power), 850 W for the RTX 4090 (450 W) and 1000 W for the RTX 5090 (575 W). AMD's page for the Radeon RX 7900 XTX (355 W total board power) recommends 800 W. A partner card with a factory overclock can draw more than the reference design: use the figure on the partner's own product page when it is higher.

## Check it with a sum of your own

The recommendation assumes an average build, so add up yours:

1. **Processor:** use the sustained boost limit, not the "TDP". For Intel that is Maximum Turbo Power (PL2), 253 W for a Core i9-14900K on Intel's product page. For AMD it is the Package Power Tracking limit (PPT), 1.35 × TDP on socket AM5: 162 W for a 120 W part such as the Ryzen 7 7800X3D.
2. **Graphics card:** its total board (or graphics) power from the maker's page.
3. **Everything else:** about 50–100 W for the motherboard, memory, drives, fans, pumps and USB devices.

Then add headroom of 30 to 40 percent. A Ryzen 7 7800X3D with an RTX 4070 SUPER comes to about 162 + 220 + 75 ≈ 460 W, so a good 650 W unit runs near 70 percent at full load, which agrees with NVIDIA's figure. RigForge's own build checks use the same rule: PSU ≥ 1.3 × (CPU power + GPU board power + 75 W).

## Why headroom matters: transients

Modern graphics cards change their draw in microseconds, and the short peaks can be far above the rated board power. Intel's *ATX Version 3 Multi Rail Desktop Platform Power Supply Design Guide* (ATX 3.0, later 3.1) answers this: a compliant supply must ride out power excursions of up to twice its rated output for 100 µs without shutting down. Older ATX 2.x units were not tested this way, and some trip their over-current protection under a high-end card even when the average load is modest. If you buy a card of 300 W or more, prefer an ATX 3.x unit with a native 12V-2x6 (or 12VHPWR) cable.

## Efficiency and quality

The 80 PLUS badge measures efficiency at 20, 50 and 100 percent load; Gold means at least 87/90/87 percent on 115 V mains according to the CLEAR Result 80 PLUS programme. Cybenetics publishes independent efficiency and noise ratings with more load points. Efficiency is only part of quality: look for a reputable platform, full protections (OCP, OVP, UVP, OTP, SCP), a fan that stays quiet at your typical load, and a warranty of seven years or more.

## Quick checklist

- Use the card maker's recommendation as a floor, then check it with your own sum.
- Keep the full-load figure at 60–80 percent of the unit's rating.
- Prefer ATX 3.x for cards of 300 W or more.
- Never reuse modular cables from another supply: pinouts differ between makers and even models.`;

const coolers = `## What "TDP" does and does not tell you

A processor's TDP is a cooling design point, not its maximum draw. Both makers allow the chip to exceed it while there is thermal and electrical headroom:

- **Intel** names two limits on its product pages: Processor Base Power (PL1, the long-term limit) and Maximum Turbo Power (PL2, the short-term limit). A Core i5-14600K is rated 125 W and 181 W; a Core i9-14900K 125 W and 253 W. Many motherboards ship with both limits raised to the maximum, so the chip holds PL2 indefinitely.
- **AMD** uses Package Power Tracking (PPT), the socket power limit, which on AM5 is 1.35 × TDP: 88 W for a 65 W part, 142 W for 105 W, 162 W for 120 W and 230 W for a 170 W part such as the Ryzen 9 7950X (AMD's published socket power table).

Size the cooler for the sustained limit your board actually applies, not for the TDP on the box.

## Temperatures are targets, not alarms

Current processors boost until they meet a limit, and temperature is one of them. AMD has said that Ryzen 7000 processors reaching 95 °C under full load is normal operation: the chip turns spare thermal headroom into clock speed. Intel's desktop chips throttle at about 100 °C (TjMax). A better cooler therefore shows up as higher sustained clocks and lower fan noise, not always as a lower temperature reading.

## Choosing a cooler

- **Up to about 90 W sustained** (65 W-class chips, gaming loads on most CPUs): a good single-tower air cooler with a 120 mm fan is plenty and quiet.
- **Around 150–200 W** (Ryzen 7 and 9 with PBO, Core i5/i7 K chips): a dual-fan tower or a large single tower, or a 240 mm liquid cooler.
- **Above 200 W** (Core i9 K at unlimited PL2, Ryzen 9 7950X all-core): a large dual-tower air cooler or a 280–360 mm liquid cooler, and even then expect to reach the thermal limit in all-core rendering.

Cooler makers' "TDP ratings" are not measured to any common standard, so compare coolers with independent tests at a fixed noise level, and check the maker's compatibility list for your socket.

## Tuning instead of buying

Lowering the power limit costs little performance: the last watts buy the fewest megahertz. Setting PL1 and PL2 to Intel's own defaults (Intel published "Intel Default Settings" profiles for 13th and 14th Gen in 2024), or using AMD's Eco Mode in Ryzen Master or the BIOS, can cut heat and noise substantially while keeping most of the performance in games.

## Also check

- Height: tower coolers must fit under the side panel (the case lists a maximum CPU cooler height).
- Memory clearance: tall heat spreaders can clash with the first fan of a large tower.
- Mounting hardware for your socket: LGA1700/LGA1851 and AM5 each need the right kit.`;

const memory = `## Speed and timings, in one number

Memory is sold by transfer rate (MT/s, often written as "MHz") and by CAS latency (CL, in clock cycles). Because a faster kit's cycles are shorter, compare kits by their first-word latency in nanoseconds:

**Latency in nanoseconds = CL × 2000 ÷ transfer rate in MT/s.**

DDR5-6000 CL30 gives 30 × 2000 ÷ 6000 = 10 ns, the same as DDR4-3200 CL16, while moving almost twice the data per second. DDR5-6000 CL36 is 12 ns. Lower is better, but bandwidth (the transfer rate) matters too, especially for integrated graphics.

## XMP and EXPO: turning the rated speed on

Out of the box a kit runs at a standard JEDEC speed such as DDR5-4800 or 5600. Its rated speed is stored as a profile that you must enable in the BIOS: **XMP** (Intel's Extreme Memory Profile, version 3.0 for DDR5) or **EXPO** (AMD's Extended Profiles for Overclocking). Most DDR5 kits carry one or both, and current boards for either platform can read both. Enabling the profile is technically an overclock of the memory controller, so stability is not guaranteed for every chip, and the first boot after enabling it can take a while as the board trains the memory.

## What each platform likes

- **AMD Ryzen 7000 and 9000 (AM5):** AMD has described DDR5-6000 with EXPO as the sweet spot, because the memory controller clock can run 1:1 with the memory clock up to about that speed. Beyond it the controller usually drops to 1:2 and the latency gain is lost. AMD's official specification is DDR5-5200 with two modules for Ryzen 7000 and DDR5-5600 for Ryzen 9000.
- **Intel Core 12th–14th Gen:** Intel's product pages list up to DDR5-5600 (14th Gen) for one module per channel; many boards run 6400 or more with XMP, and the gain in games is modest beyond about 6000–6400.

## Two modules or four

DDR5 is much harder to run with two modules per channel. AMD's official figure for four modules on Ryzen 7000 falls to DDR5-3600, and Intel also lowers the supported speed. For 32 GB or 64 GB buy a kit of two modules, and install them in the slots the motherboard manual names for two modules (usually A2 and B2, the second and fourth from the processor).

## How much memory

16 GB still runs most games, but 32 GB (2 × 16 GB) is the sensible default for a new gaming PC in 2024–2025, leaving room for the browser, voice chat and streaming tools. Content creation, large code builds and virtual machines benefit from 64 GB.

## Troubleshooting

If the system is unstable after enabling XMP or EXPO, update the BIOS first (memory support improves with new AGESA and microcode releases), then try the next lower speed step with the same timings. A memory test such as MemTest86 or TestMem5 confirms stability before you trust the system with your files.`;

const firstBoot = `## Before you press the power button

Most "dead" first builds have a simple cause. Check, in this order:

1. The 24-pin ATX cable and the 8-pin EPS cable(s) at the top-left of the board are fully latched.
2. The graphics card has its own power cables, one per socket (not a daisy-chained pair on a high-power card), and the 12V-2x6 plug, if used, sits flush.
3. The memory modules are clicked in on both ends, in the slots the manual names for your number of modules.
4. The monitor is plugged into the graphics card, not the motherboard's video outputs.
5. The front-panel power switch header is on the right pins (the manual's diagram, not the printing on the cable).
6. The power supply's rear switch is on.

## The first power-on

Expect the first boot to take longer than later ones. DDR5 systems train the memory on their first start and after every change of memory settings, which can take from under a minute to several minutes with a black screen. Do not switch off during this. Most boards show progress on debug LEDs (CPU, DRAM, VGA, BOOT) or a two-digit code display; if one stays lit, the manual's table tells you which part to check.

If you reach the BIOS, check that every module and drive is detected and that the CPU temperature at idle is sensible (typically 30–50 °C), then save and exit.

## Updating the BIOS

Update the BIOS early, before installing your system, for three reasons:

- **Processor support:** a board made before a CPU launched may need a newer BIOS even to start with it.
- **Stability fixes:** Intel's microcode updates of 2024 (0x129 and later) address the "Vmin shift" instability of some 13th and 14th Gen desktop processors, and AMD's AGESA releases regularly improve memory compatibility on AM5.
- **Security:** firmware updates fix vulnerabilities that the operating system cannot.

Use the board maker's own tool and file, from its support page for your exact model and revision. Many boards can flash from a USB drive without a processor or memory installed, using a button on the rear panel: ASUS USB BIOS FlashBack, MSI Flash BIOS Button, Gigabyte Q-Flash Plus. Never switch off during a flash, and load the optimised defaults afterwards.

## After the update

1. Enable the memory profile (XMP or EXPO) and confirm the speed in the BIOS.
2. Check the boot drive is the NVMe drive and, for Windows 11, that TPM (fTPM or PTT) and Secure Boot are available.
3. Install the operating system, then the chipset driver from AMD or Intel and the graphics driver from its maker.
4. Run a short stress test and watch temperatures before you trust the machine with real work.`;

const airflow = `## A simple model: air in at the front, out at the back and top

Most cases are designed for intake at the front (and often the bottom) and exhaust at the rear and top. Cool air reaches the graphics card and the processor cooler first, and the warm air leaves where it naturally rises. Keep the flow in one direction: a top fan right next to the front intake can pull fresh air straight out before it reaches the components.

## Positive or negative pressure

- **Positive pressure** (more intake than exhaust) pushes air out through every gap, so dust enters only through the filtered intakes. It is usually the better choice for a home PC.
- **Negative pressure** pulls air in through every unfiltered gap and gathers dust faster, though it can help in cases with very restrictive fronts.

Counting fans is only a rough guide: a fan behind a dense filter or radiator moves far less air than the same fan in the open. Slightly more intake than exhaust is a good target.

## Fans: airflow versus static pressure

Fans designed for high airflow suit open case positions; fans designed for static pressure keep their flow through radiators and dense filters. Larger fans move the same air at lower speed and noise, so two 140 mm fans are often quieter than three 120 mm fans. Set fan curves in the BIOS to follow the CPU or, better, the system temperature, and let the fans idle slowly.

## Liquid cooler radiators

An all-in-one liquid cooler always holds a little air, which collects at the highest point of the loop. If that point is the pump, the pump becomes noisy and cools worse over time. Mount the radiator so that its top is above the pump: at the top of the case, or at the front with the tubes at the bottom. AIO makers show these orientations in their manuals. A front-mounted radiator gives the processor the coolest air and the graphics card slightly warmer air; a top-mounted one does the reverse.

## The graphics card

Open-air graphics cards exhaust into the case, often several hundred watts. Give the card fresh air from the front or bottom fans, and leave at least one slot of space below it. A vertical mount close to the side panel can starve the card of air: check the gap before you choose one.

## Keep it clean

Clean the dust filters every few months and the heatsinks once or twice a year. Temperatures that slowly rise over months are usually dust, not a failing part.`;

const storage = `## The generations in numbers

NVMe drives connect over PCI Express, usually four lanes (x4). Each generation doubles the data rate per lane, according to PCI-SIG's specifications:

- **SATA III** (not NVMe): 6 Gb/s, about 0.6 GB/s in practice; fast drives read about 550 MB/s.
- **PCIe 3.0 x4:** 8 GT/s per lane, about 3.9 GB/s in theory; fast drives read about 3.5 GB/s.
- **PCIe 4.0 x4:** 16 GT/s per lane, about 7.9 GB/s; fast drives read about 7 GB/s.
- **PCIe 5.0 x4:** 32 GT/s per lane, about 15.8 GB/s; fast drives read 12–14.5 GB/s.

A newer drive works in an older slot (and vice versa) at the slower of the two speeds.

## Does a faster drive make games faster?

Loading screens improve greatly from a hard disk to any SSD, and a little from SATA to NVMe. Between PCIe 3.0, 4.0 and 5.0 drives, game load times in independent tests differ by a second or two at most, because games rarely read at full sequential speed. Random read performance and latency matter more than the headline figure. A good PCIe 4.0 drive is the best value for most builds; PCIe 5.0 makes sense for large file copies and video work.

## What else to look at

- **Capacity:** 1 TB fills fast with modern games; 2 TB is a comfortable default. Drives also slow down when nearly full, so leave 10–20 percent free.
- **DRAM cache or HMB:** drives with their own DRAM cache hold up better under sustained mixed writes; DRAM-less NVMe drives borrow a little system memory (Host Memory Buffer, an NVMe feature) and are fine for games.
- **Endurance:** rated in terabytes written (TBW); typical ratings of 600 TBW per terabyte and more are far beyond normal desktop use.
- **Heat:** PCIe 5.0 drives usually need a heatsink (often the motherboard's M.2 cover) to avoid throttling.
- **Form factor:** desktop boards take M.2 2280 (22 mm wide, 80 mm long) drives.

## Slots and lanes

Read the motherboard manual's M.2 table before you install: some slots run at a lower generation, are wired to the chipset rather than the processor, or disable SATA ports or a PCIe slot when used. Put the boot drive in the first M.2 slot, which on current platforms connects directly to the processor.

## Back up anyway

SSDs fail rarely, but without warning. Keep a copy of anything you cannot replace on another drive or in the cloud.`;

const paste = `## Why the paste matters, and how little it takes

Thermal paste fills the microscopic gaps between the processor's heat spreader and the cooler base; metal on metal touches only at high points, and air conducts heat poorly. The paste layer should be as thin as possible while leaving no gaps, so more is not better. Many coolers ship with paste already applied: if yours does, use it.

## Application methods

- **Pea or dot:** a pea-sized drop (about 4–5 mm) in the centre. The mounting pressure spreads it. Good for most square and mainstream chips.
- **Cross or five dots:** better for larger, rectangular heat spreaders (Intel LGA1700 and LGA1851 chips, Threadripper), where a single dot may leave the corners bare.
- **Spreading:** a thin even layer with a spatula; gives full coverage but can trap air bubbles if too thick.

Independent tests by reviewers have repeatedly found only small differences between methods, as long as the whole die area is covered. If in doubt, lift the cooler once and look: the paste should reach close to the edges.

## Mounting the cooler

1. **Remove the protective film** from the cooler's base. It is the single most common cause of very high temperatures in a first build.
2. Tighten the screws a few turns at a time, in a diagonal (cross) pattern, until they stop. Even pressure matters more than high pressure.
3. Do not over-tighten spring-loaded screws past their stop.

On **Intel LGA1700**, the socket's loading mechanism can slightly bend the processor under heavy load over time, which reduces contact in the middle; Igor's Lab documented this in 2022. Most chips work fine with the stock mechanism, but an aftermarket contact frame can improve temperatures by a few degrees. On **AMD AM5**, the heat spreader has notches at the edges: use a modest amount of paste so it does not fill them, as it is awkward to clean.

## When to repaste, and what to avoid

Good paste lasts years. Repaste when you remove the cooler, or when temperatures rise a lot and cleaning the dust did not help. Clean old paste off both surfaces with isopropyl alcohol (90 percent or more) and a lint-free cloth. **Liquid metal** conducts electricity and attacks aluminium: leave it to experienced builders with a nickel-plated copper base and protected surroundings.`;

const cables = `## Plan the power cables first

Cable management is about airflow, access and safety more than looks. Before installing the motherboard, plan which cutouts each cable will use, and connect the hard-to-reach ones first: the 8-pin EPS processor cable at the top edge of the board is much easier to route with the board out of the case or before the radiator goes in.

## The 12V-2x6 connector

High-power graphics cards use a 16-pin connector rated up to 600 W. The first version, 12VHPWR, drew attention in 2022 when a number of RTX 4090 cards melted at the connector; NVIDIA's investigation found that the affected plugs had not been inserted fully. PCI-SIG then revised the connector as **12V-2x6** (PCI Express CEM 5.1): its sense pins are 1.5 mm shorter and its power pins slightly longer, so a plug that is not fully seated no longer signals that full power is available.

Care rules that still apply:

1. **Push it in fully.** The plug must sit flush, with no gap, and the latch must click. Check it with a torch, from the side.
2. **Do not bend it at the plug.** Keep the cable straight for a few centimetres (cable makers commonly advise about 35 mm) before bending, and never bend it sideways at the connector.
3. **Use one connector per cable.** Use the supply's native cable or the card maker's adapter, not chains of extensions and adapters.
4. **Re-seat it after moving the PC,** and whenever you remove the card.

## 8-pin graphics cables

A PCI Express 8-pin connector is specified for 150 W, and the slot provides up to 75 W. For a card with two or three 8-pin sockets, use a separate cable from the supply for each socket rather than the two plugs of one daisy-chained cable, as graphics card makers advise for high-power cards.

## Routing and tidiness

- Route cables behind the motherboard tray and through the nearest grommets; keep the front intakes and the graphics card's fans clear.
- Use the case's tie-down points with reusable Velcro straps; cable ties cut too tight can damage insulation.
- Leave a little slack at every connector so nothing pulls on a socket.
- Keep the modular cables that came with your supply, and never mix them with another supply's cables: the pinouts on the supply side are not standardised.

## Front-panel and fan cables

Connect front-panel USB, audio and switch headers before you route the bulky power cables, and group fan cables to a fan hub or the nearest headers. A neat case is also easier to dust.`;

export const seedArticles: readonly SeedArticle[] = [
  {
    slug: 'how-to-choose-a-power-supply',
    category: 'Power',
    title: 'How to Choose a Power Supply',
    description:
      "Size a PSU from the graphics card maker's recommendation and your own sum, with headroom for ATX 3.x transients.",
    excerpt:
      'The power supply is the one part that can take the rest of the build with it. Here is how to size it properly and what to look for beyond the wattage.',
    tags: ['psu', 'power supply', 'wattage', 'atx 3.1', 'efficiency', '80 plus'],
    author: 'RigForge Team',
    publishedAt: '2025-09-02T09:00:00.000Z',
    content: psu,
  },
  {
    slug: 'cpu-coolers-and-boost-power',
    category: 'Cooling',
    title: 'CPU Coolers and Boost Power: Sizing for PL2 and PPT',
    description:
      'Why a processor draws more than its TDP, what PL1, PL2 and PPT mean, and how to pick an air or liquid cooler.',
    excerpt:
      "A processor's boost power, not its TDP, decides how big a cooler it needs. This article explains the limits and what temperatures to expect.",
    tags: ['cpu cooler', 'tdp', 'pl2', 'ppt', 'thermals', 'aio'],
    author: 'RigForge Team',
    publishedAt: '2025-09-09T09:00:00.000Z',
    content: coolers,
  },
  {
    slug: 'memory-speed-and-timings',
    category: 'Memory',
    title: 'Memory Speed and Timings Explained (DDR5, XMP and EXPO)',
    description:
      'How to compare memory kits by real latency, how XMP and EXPO profiles work, and which DDR5 speeds each platform likes.',
    excerpt:
      'MT/s, CL30, EXPO, 1:1: memory kits come with a lot of labels. Here is what they mean and which kit to buy for your platform.',
    tags: ['ram', 'memory', 'ddr5', 'xmp', 'expo', 'latency', 'timings'],
    author: 'RigForge Team',
    publishedAt: '2025-09-16T09:00:00.000Z',
    content: memory,
  },
  {
    slug: 'first-boot-and-bios-updates',
    category: 'Assembly',
    title: 'First Boot and BIOS Updates',
    description:
      'A checklist for the first power-on, what memory training looks like, and how to update the BIOS safely.',
    excerpt:
      'Pressing the power button on a new build for the first time need not be nerve-racking. Check these points first, then update the firmware.',
    tags: ['bios', 'uefi', 'first boot', 'post', 'firmware', 'troubleshooting'],
    author: 'RigForge Team',
    publishedAt: '2025-09-23T09:00:00.000Z',
    content: firstBoot,
  },
  {
    slug: 'airflow-and-fan-placement',
    category: 'Cooling',
    title: 'Case Airflow and Fan Placement',
    description: 'Intake and exhaust, positive pressure, fan types and where to mount a liquid cooler radiator.',
    excerpt: 'Good airflow keeps every part cooler and quieter. A few simple rules cover almost every case.',
    tags: ['airflow', 'case fans', 'pressure', 'radiator', 'cooling', 'dust'],
    author: 'RigForge Team',
    publishedAt: '2025-09-30T09:00:00.000Z',
    content: airflow,
  },
  {
    slug: 'nvme-ssds-and-pcie-generations',
    category: 'Storage',
    title: 'NVMe SSDs and PCIe Generations',
    description:
      'PCIe 3.0, 4.0 and 5.0 drives compared, whether a faster drive helps games, and how M.2 slots share lanes.',
    excerpt:
      'Every new SSD generation doubles the headline speed. Here is when that matters, and what else to look at when buying a drive.',
    tags: ['ssd', 'nvme', 'pcie 5.0', 'm.2', 'storage'],
    author: 'RigForge Team',
    publishedAt: '2025-10-07T09:00:00.000Z',
    content: storage,
  },
  {
    slug: 'thermal-paste-and-cooler-mounting',
    category: 'Cooling',
    title: 'Thermal Paste and Cooler Mounting',
    description:
      'How much paste to use, which application method suits your processor, and how to mount a cooler evenly.',
    excerpt:
      'A thin layer of paste and even mounting pressure matter more than the brand of paste. Here is how to get both right.',
    tags: ['thermal paste', 'cooler', 'mounting', 'lga1700', 'am5', 'thermals'],
    author: 'RigForge Team',
    publishedAt: '2025-10-14T09:00:00.000Z',
    content: paste,
  },
  {
    slug: 'cable-management-and-12v-2x6-care',
    category: 'Power',
    title: 'Cable Management and 12V-2x6 Connector Care',
    description: 'How to route power cables, seat the 16-pin graphics connector fully, and feed 8-pin cards safely.',
    excerpt:
      'Tidy cables help airflow, but the real reason to take care is the high-power graphics connector. Here is how to handle it.',
    tags: ['cable management', '12v-2x6', '12vhpwr', 'psu', 'gpu power'],
    author: 'RigForge Team',
    publishedAt: '2025-10-21T09:00:00.000Z',
    content: cables,
  },
];
