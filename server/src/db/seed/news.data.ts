// The seed's news items: written by the RigForge team (no copied articles), explaining topics the
// vendors' newsrooms and the builder community cover. sourceUrl is the vendor's public newsroom page,
// used only as the target of 'View Source'; every illustration is a local SVG (client/public/images/news).
import type { NewsSource } from '../../modules/news/news-item.entity';

export interface SeedNewsItem {
  slug: string;
  source: NewsSource;
  title: string;
  excerpt: string;
  description: string;
  content: string;
  tags: string[];
  imageUrl: string;
  imageAlt: string;
  publishedAt: string;
}

/**
 * The vendors' newsrooms, for 'View Source'. The X items are our own write-ups of what builders post,
 * not one post: they link to none (x.com's home page is not their source).
 */
export const NEWSROOMS: Record<NewsSource, string | null> = {
  NVIDIA: 'https://nvidianews.nvidia.com/',
  AMD: 'https://www.amd.com/en/newsroom.html',
  Intel: 'https://newsroom.intel.com/',
  X: null,
};

const IMAGES = {
  nvidia: { imageUrl: '/images/news/source-nvidia.svg', imageAlt: 'Illustration: a graphics card in green tones' },
  amd: { imageUrl: '/images/news/source-amd.svg', imageAlt: 'Illustration: a processor package in red tones' },
  intel: { imageUrl: '/images/news/source-intel.svg', imageAlt: 'Illustration: a processor die in blue tones' },
  x: { imageUrl: '/images/news/source-x.svg', imageAlt: 'Illustration: speech bubbles over a circuit pattern' },
  driver: {
    imageUrl: '/images/news/driver-update.svg',
    imageAlt: 'Illustration: a download arrow over a progress bar',
  },
  bios: {
    imageUrl: '/images/news/bios-update.svg',
    imageAlt: 'Illustration: a motherboard firmware chip with a refresh symbol',
  },
  memory: { imageUrl: '/images/news/memory-modules.svg', imageAlt: 'Illustration: two memory modules side by side' },
  power: {
    imageUrl: '/images/news/power-connector.svg',
    imageAlt: 'Illustration: a graphics card power connector, fully plugged in',
  },
  community: { imageUrl: '/images/news/community.svg', imageAlt: 'Illustration: three people around a PC case' },
} as const;

export const seedNews: SeedNewsItem[] = [
  {
    slug: 'game-ready-or-studio-which-nvidia-driver-branch',
    source: 'NVIDIA',
    title: 'Game Ready or Studio: which NVIDIA driver branch to install',
    excerpt:
      'NVIDIA publishes two driver branches for GeForce cards. Here is what separates them and how to choose for a gaming or creator PC.',
    description: 'A short guide to the two GeForce driver branches and when each one makes sense.',
    content: `NVIDIA offers two driver branches for GeForce graphics cards: **Game Ready** drivers, released around major game launches, and **Studio** drivers, which follow a slower cadence and are tested against creative applications.

Both branches support the same hardware and share the same core driver. The difference is timing and testing focus. Game Ready releases arrive quickly so new titles get their optimisations on day one; Studio releases are published after additional validation with editing, 3D and streaming software.

## How to choose

- **Mostly gaming:** Game Ready gives you the newest game profiles first.
- **Paid creative work on deadlines:** Studio trades speed for extra testing with the applications you rely on.
- **Both:** you can switch branches at any time; a clean install is a good idea when you do.

Whichever you pick, download drivers only from NVIDIA's own site or its app, and keep a note of the version that works well for you in case you need to roll back.`,
    tags: ['drivers', 'geforce', 'software'],
    ...IMAGES.driver,
    publishedAt: '2026-01-14T15:00:00.000Z',
  },
  {
    slug: 'seating-the-12v-2x6-power-connector-correctly',
    source: 'NVIDIA',
    title: 'Seating the 12V-2x6 power connector correctly',
    excerpt:
      'High-power graphics cards use a compact 16-pin connector. A fully seated plug and a gentle cable bend are what matter most.',
    description: 'Practical guidance for connecting the 16-pin graphics power cable safely.',
    content: `Many recent graphics cards take their power through a single 16-pin connector. Its current revision, **12V-2x6**, shortened the sense pins so that a card only draws full power when the plug is pushed all the way in.

The revision helps, but the basics are still on the builder:

1. **Push the plug in until it clicks** and no gap is visible between the plug and the socket.
2. **Do not bend the cable sharply right at the connector.** Leave a straight section before the first bend; check that the side panel does not press on it.
3. **Use the cable that came with your power supply**, or the adapter supplied with the card, rather than third-party extensions of unknown quality.
4. **Re-check after moving the PC.** Transport can loosen a plug that was fine on the bench.

If you ever notice a burning smell, discoloured plastic or a card that suddenly shuts down under load, power off and inspect the connector before using the system again.`,
    tags: ['power', 'psu', 'safety', 'geforce'],
    ...IMAGES.power,
    publishedAt: '2026-02-03T14:30:00.000Z',
  },
  {
    slug: 'upscaling-quality-modes-explained',
    source: 'NVIDIA',
    title: 'Upscaling quality modes explained',
    excerpt: 'Quality, Balanced and Performance: what the DLSS presets change and how to pick one for your monitor.',
    description: 'How upscaling presets trade internal resolution for frame rate.',
    content: `Upscalers such as DLSS render each frame at a lower internal resolution and reconstruct a sharper image at your monitor's resolution. The presets in a game's menu decide how low that internal resolution goes.

- **Quality** renders closest to native resolution and is the safest choice at 1440p.
- **Balanced** and **Performance** render at lower resolutions for higher frame rates; they hold up best at 4K, where there are more pixels to reconstruct from.
- **Frame generation**, where supported, inserts generated frames between rendered ones. It raises the displayed frame rate, but responsiveness still follows the rendered frames, so it works best when the base frame rate is already reasonable.

A good routine is to start with Quality, check that the frame rate meets your target, and step down only if you need to. Sharpening sliders are personal taste: a little goes a long way.`,
    tags: ['dlss', 'upscaling', 'settings'],
    ...IMAGES.nvidia,
    publishedAt: '2026-03-19T16:00:00.000Z',
  },
  {
    slug: 'checking-resizable-bar-on-a-geforce-system',
    source: 'NVIDIA',
    title: 'Checking Resizable BAR on a GeForce system',
    excerpt: 'Resizable BAR lets the CPU address all of the graphics memory at once. Here is how to confirm it is on.',
    description: 'Where to find the Resizable BAR setting and how to verify it from Windows.',
    content: `Resizable BAR is a PCI Express feature that lets the processor access the whole of the graphics card's memory rather than small windows of it. Support depends on three things lining up: the card, the motherboard firmware and the operating system's boot mode.

## Turning it on

In most motherboard setup screens the option is called **Re-Size BAR Support**, usually next to **Above 4G Decoding**. Both need to be enabled, and the system must boot in UEFI mode rather than legacy/CSM.

## Checking it

The NVIDIA Control Panel's **System Information** window lists Resizable BAR as Yes or No. If it says No after enabling the firmware options, a BIOS update for the motherboard is the usual next step.

The benefit varies from game to game, and drivers enable it per title where it helps, so there is no need to benchmark every game yourself.`,
    tags: ['resizable-bar', 'bios', 'geforce'],
    ...IMAGES.bios,
    publishedAt: '2026-05-07T13:00:00.000Z',
  },
  {
    slug: 'when-a-clean-driver-install-helps',
    source: 'NVIDIA',
    title: 'When a clean driver install helps',
    excerpt:
      'Most driver updates install over the old version without trouble. A clean install is worth it in a few specific situations.',
    description: 'The cases where resetting the graphics driver to defaults fixes problems.',
    content: `Installing a new graphics driver over the previous one is normally fine: settings carry over and nothing needs to be removed first. A **clean install** resets the driver's settings and profiles to their defaults, which is useful in a few cases:

- after **swapping graphics cards**, especially between vendors;
- when **switching driver branches**;
- when a game shows **artefacts or crashes that started right after an update**.

The installer's custom or advanced mode offers the clean-install option. Write down any custom settings you rely on, such as per-game profiles or a colour setup, before you reset them.

If a problem persists after a clean install, rolling back to the previous version you know was stable is a reasonable test before looking further into hardware.`,
    tags: ['drivers', 'troubleshooting', 'geforce'],
    ...IMAGES.driver,
    publishedAt: '2026-09-22T15:30:00.000Z',
  },
  {
    slug: 'update-am5-bios-before-a-cpu-upgrade',
    source: 'AMD',
    title: 'Update your AM5 motherboard BIOS before a CPU upgrade',
    excerpt:
      'A motherboard needs firmware that knows your processor. Updating first avoids a system that will not start after the swap.',
    description: 'Why the BIOS comes first when putting a newer processor in an existing AM5 board.',
    content: `AM5 motherboards accept several generations of Ryzen processors, but each board only starts with a processor its firmware already supports. Before you swap in a newer chip, check the board maker's **CPU support list** for the minimum BIOS version.

## A safe order of work

1. Note your current BIOS version (it is shown on the firmware's main screen).
2. Download the required version from the **motherboard maker's support page** for your exact model and revision.
3. Update with the old processor still installed, or use the board's flashback button if it has one: many AM5 boards can update from a USB stick without any processor fitted.
4. Load optimised defaults after the update, then re-apply memory profiles and fan curves.

Never turn the power off during an update. If the board has two BIOS chips or a flashback feature, read its manual first: it is the recovery route if something goes wrong.`,
    tags: ['bios', 'am5', 'ryzen', 'upgrade'],
    ...IMAGES.bios,
    publishedAt: '2026-01-28T10:00:00.000Z',
  },
  {
    slug: 'expo-memory-profiles-what-they-change',
    source: 'AMD',
    title: 'EXPO memory profiles: what they change and how to test them',
    excerpt:
      'Memory runs at a conservative default speed until you enable its profile. One setting gets you the rated speed; a quick test confirms it is stable.',
    description: 'Enabling AMD EXPO profiles on DDR5 and checking stability afterwards.',
    content: `DDR5 memory starts at a conservative JEDEC speed. The speed printed on the box is stored in an **EXPO** (or XMP) profile that you enable in the motherboard's setup screen.

Enabling the profile sets the memory's frequency, timings and voltages in one step. It is a supported setting, but it is still running the memory beyond the base specification, so a short stability check is sensible:

- boot into the operating system and run a **memory test** for at least one full pass;
- play a demanding game or run a long export for an hour;
- watch for crashes, corrupted files or the system resetting the profile on its own.

If the system is not stable, try the profile with **two modules instead of four**, update the BIOS, or choose the next lower speed. Four-module kits are harder to run at high speeds than two-module kits on most platforms.`,
    tags: ['memory', 'ddr5', 'expo', 'am5'],
    ...IMAGES.memory,
    publishedAt: '2026-03-04T12:00:00.000Z',
  },
  {
    slug: 'why-a-new-am5-build-takes-long-to-boot-the-first-time',
    source: 'AMD',
    title: 'Why a new AM5 build takes a long time to start the first time',
    excerpt:
      'A black screen for a minute or more on first power-up is usually memory training, not a fault. Give it time before troubleshooting.',
    description: 'Memory training on DDR5 platforms and what to expect on the first boot.',
    content: `On the first start of a new DDR5 system, or after changing memory settings, the motherboard **trains** the memory: it tries timing and voltage combinations until it finds reliable ones. During that time the screen can stay black for a minute or longer.

Signs that training is in progress rather than a fault:

- the **debug LEDs** on the board stop on the memory (DRAM) light for a while, then move on;
- fans spin and the power light stays on;
- the system eventually reaches the firmware screen.

Many boards offer a **memory context restore** option that remembers the training result so later boots are quick. If the system still cannot get past the memory stage after several minutes, reseat the modules in the slots the manual recommends for two modules and try again with profiles disabled.`,
    tags: ['memory', 'am5', 'troubleshooting', 'first-build'],
    ...IMAGES.memory,
    publishedAt: '2026-04-16T09:30:00.000Z',
  },
  {
    slug: 'using-the-performance-overlay-in-amd-software',
    source: 'AMD',
    title: 'Using the performance overlay in AMD Software',
    excerpt:
      'The driver suite can show frame rate, temperatures and clock speeds on top of a game. Here is how to use it to check a new build.',
    description: 'Monitoring a Radeon system with the built-in metrics overlay.',
    content: `AMD Software: Adrenalin Edition, the driver suite for Radeon graphics, includes a **metrics overlay** that shows live figures while a game runs. It is a quick way to confirm that a new build behaves as expected.

## What to watch

- **Frame rate and frame time**: an even frame-time line matters more than the highest number.
- **GPU temperature and fan speed**: steady values under load mean the cooling keeps up.
- **GPU utilisation**: consistently below full load in a demanding game can point to a processor limit or a frame-rate cap.

The overlay is enabled from the **Performance** tab, and a keyboard shortcut toggles it in game. Recording the metrics to a log file lets you compare before and after a settings change instead of relying on impressions.

Keep the overlay off for everyday play if you do not need it: it is a diagnostic tool.`,
    tags: ['radeon', 'drivers', 'monitoring'],
    ...IMAGES.amd,
    publishedAt: '2026-06-10T14:00:00.000Z',
  },
  {
    slug: 'fsr-upscaling-where-it-runs',
    source: 'AMD',
    title: 'FSR upscaling: where it runs and what to expect',
    excerpt:
      'AMD FidelityFX Super Resolution is built into games and runs on a wide range of graphics cards. A quick look at how to use it well.',
    description: 'How FSR fits into a game’s settings and which presets suit which resolution.',
    content: `FidelityFX Super Resolution (FSR) is AMD's upscaling technology. Games render at a lower internal resolution and FSR reconstructs the final image, raising frame rates at a small cost in detail.

Because FSR is integrated by game developers and is available on graphics cards from several vendors, the same menu option often appears whatever card you own. The quality depends on the version a game ships with, so two games can look different at the same preset.

Practical advice:

- At **4K**, the Quality and Balanced presets are usually hard to tell from native rendering at normal viewing distance.
- At **1080p** there are fewer pixels to work from, so prefer Quality or native resolution.
- Combine upscaling with a **frame-rate cap** slightly below your monitor's refresh rate for smoother, quieter play.`,
    tags: ['fsr', 'upscaling', 'settings', 'radeon'],
    ...IMAGES.amd,
    publishedAt: '2026-08-26T11:00:00.000Z',
  },
  {
    slug: 'arc-graphics-and-resizable-bar',
    source: 'Intel',
    title: 'Intel Arc graphics and Resizable BAR',
    excerpt:
      'Intel recommends Resizable BAR for Arc graphics cards. Check the firmware settings before judging performance.',
    description: 'Why Resizable BAR matters for Intel Arc cards and how to enable it.',
    content: `Intel's Arc graphics cards are designed with **Resizable BAR** in mind, and Intel lists it as a requirement for the expected performance. Without it, the card works, but frame rates and frame pacing can suffer noticeably.

## Before installing an Arc card

1. Update the motherboard BIOS to a recent release.
2. In the firmware, enable **Above 4G Decoding** and **Re-Size BAR Support**.
3. Make sure Windows boots in **UEFI mode** (CSM or legacy boot disabled).

Intel's graphics control software shows whether Resizable BAR is active. If it reports it as off, check the settings above in that order.

Older platforms may not offer the option at all; it is worth checking your board's support page before choosing an Arc card for an upgrade.`,
    tags: ['arc', 'resizable-bar', 'bios'],
    ...IMAGES.intel,
    publishedAt: '2026-02-18T17:00:00.000Z',
  },
  {
    slug: 'xmp-profiles-on-intel-platforms',
    source: 'Intel',
    title: 'XMP profiles on Intel platforms',
    excerpt:
      'Extreme Memory Profile is the one setting that gets memory to its rated speed. Enable it, then check stability.',
    description: 'Enabling Intel XMP on DDR4 and DDR5 memory kits.',
    content: `Memory kits ship with their rated speed stored in an **Intel Extreme Memory Profile (XMP)**. Until you enable it, the memory runs at a slower default that every system can boot with.

In the motherboard's setup screen the option is usually on the main or overclocking page, often labelled **XMP** with a choice of profile. Most kits have one profile; some offer a second, slightly relaxed one.

After enabling it:

- confirm the new speed in the firmware or in the operating system's task manager;
- run a memory test and a long gaming session;
- if the system becomes unstable, try the relaxed profile, update the BIOS, or reduce the speed one step.

Mixing kits is the most common cause of trouble: modules bought separately may not run together at their rated speed even when the labels match.`,
    tags: ['memory', 'xmp', 'ddr5'],
    ...IMAGES.memory,
    publishedAt: '2026-04-29T13:30:00.000Z',
  },
  {
    slug: 'processor-microcode-arrives-through-bios-updates',
    source: 'Intel',
    title: 'Processor microcode arrives through BIOS updates',
    excerpt:
      'Fixes for processor behaviour ship as microcode, which reaches your PC through motherboard firmware releases.',
    description: 'What microcode is and why motherboard BIOS releases mention it.',
    content: `Modern processors run small internal programs called **microcode**. When a processor vendor needs to adjust how a chip behaves, for example voltage handling or a security mitigation, it publishes new microcode to motherboard makers, who package it into **BIOS releases**.

That is why BIOS release notes often mention a microcode or firmware-package version. For builders the practical consequences are simple:

- check your motherboard's support page every few months, and read the release notes;
- prioritise releases that mention **stability or security** fixes for your processor;
- after updating, load defaults and re-apply your memory profile and fan settings.

Operating systems can also load microcode at boot, but the firmware update is the one that applies from the moment the PC starts, and it is the route processor vendors point builders to.`,
    tags: ['bios', 'microcode', 'cpu', 'security'],
    ...IMAGES.bios,
    publishedAt: '2026-07-15T10:00:00.000Z',
  },
  {
    slug: 'keeping-chipset-and-graphics-drivers-current-on-intel-systems',
    source: 'Intel',
    title: 'Keeping chipset and graphics drivers current on Intel systems',
    excerpt:
      'A new build needs more than a graphics driver. Chipset, network and integrated graphics drivers are worth installing too.',
    description: 'Which drivers an Intel-based build needs after installing the operating system.',
    content: `After installing the operating system on a new build, Windows Update provides working drivers for most components, but they are not always the latest. Intel's **Driver & Support Assistant** scans the system and lists newer Intel drivers for:

- the **chipset** and management engine components;
- **integrated graphics**, if you use the processor's display outputs;
- **Wi-Fi, Bluetooth and Ethernet** controllers made by Intel.

The motherboard maker's support page is the other source: it carries drivers for components from other vendors on the board, such as audio codecs or additional network controllers.

Install drivers one at a time and restart when asked. Keep the installers in a folder so you can reinstall offline if you ever need to.`,
    tags: ['drivers', 'chipset', 'first-build'],
    ...IMAGES.driver,
    publishedAt: '2026-10-08T12:30:00.000Z',
  },
  {
    slug: 'community-cable-management-tips',
    source: 'X',
    title: 'Community roundup: cable management tips builders keep sharing',
    excerpt:
      'Plan the routes before you plug anything in, use the case’s tie points, and leave slack where you will need it later.',
    description: 'Cable management advice that comes up again and again in builder discussions.',
    content: `Cable management threads come back every month, and the advice that gets repeated is refreshingly practical.

## Before you start

- **Dry-fit the cables**: lay out the main power, CPU power and graphics cables along their routes before anything is fixed in place.
- **Connect the CPU power cable first** on small cases; it is the hardest one to reach once the cooler is installed.

## While you build

- Use the case's **tie-down points** and reusable hook-and-loop straps rather than tight zip ties.
- Leave a little **slack** near connectors you might replug, such as front-panel USB and fan headers.
- Keep cables out of the **fan paths**: tidy is nice, but airflow comes first.

And a reminder many builders add: the back panel has to close without pressing on anything, especially the graphics card's power cable.`,
    tags: ['community', 'cable-management', 'first-build'],
    ...IMAGES.community,
    publishedAt: '2026-05-21T18:00:00.000Z',
  },
  {
    slug: 'community-how-much-thermal-paste',
    source: 'X',
    title: 'How much thermal paste is enough? Builders compare methods',
    excerpt:
      'Dot, line or spread: the community mostly agrees that the amount matters less than full coverage and a firmly mounted cooler.',
    description: 'A summary of a long-running community discussion about applying thermal paste.',
    content: `Few topics start as many replies as thermal paste. The consensus that emerges from builders' own tests is reassuring: **most common methods work**, as long as a few basics are right.

- **Cover the heat spreader.** When people remove a cooler after testing, good results show paste across most of the surface.
- **Do not overdo it.** Too much paste is messy but rarely harmful with non-conductive pastes; too little leaves bare spots.
- **Mount the cooler evenly**, tightening screws in a cross pattern a few turns at a time.
- **Coolers with pre-applied paste** are fine for a first mount; clean and re-apply if you remove the cooler.

If temperatures look wrong after a build, check the cooler's mounting pressure and that its protective film was removed before blaming the paste.`,
    tags: ['community', 'cooling', 'thermal-paste'],
    ...IMAGES.x,
    publishedAt: '2026-06-30T19:00:00.000Z',
  },
  {
    slug: 'community-positive-or-negative-case-pressure',
    source: 'X',
    title: 'Positive or negative case pressure? What the airflow threads conclude',
    excerpt:
      'Slightly more intake than exhaust keeps dust down; the exact balance matters less than a clear front-to-back path.',
    description: 'The community’s view on balancing intake and exhaust fans.',
    content: `Case airflow discussions often come down to **pressure**: whether intake fans push in more air than exhaust fans pull out.

- **Positive pressure** (more intake) means air leaves through every gap, so dust enters mostly through the filtered intakes.
- **Negative pressure** (more exhaust) can cool slightly better in some cases but pulls dust through unfiltered gaps.

The practical advice builders converge on:

1. Create a clear path: **intake at the front or bottom, exhaust at the rear or top**.
2. Aim for **slightly more intake** than exhaust, and clean the filters regularly.
3. Test with a real workload and compare temperatures before and after a change, rather than counting fans.

A well-planned layout with two or three good fans often beats a case filled with fans pointing in conflicting directions.`,
    tags: ['community', 'airflow', 'cooling', 'cases'],
    ...IMAGES.x,
    publishedAt: '2026-08-12T17:30:00.000Z',
  },
  {
    slug: 'community-first-build-checklist',
    source: 'X',
    title: 'The first-build checklist the community keeps recommending',
    excerpt:
      'Test outside the case, read the motherboard manual, and check the power switch. A checklist distilled from first-build threads.',
    description: 'Common first-build mistakes and the checks that prevent them.',
    content: `First-build help threads have a familiar pattern, and the same handful of checks solve most of them.

## Before closing the case

- **Standoffs** match the motherboard's holes, with no extra ones touching the board.
- **Memory** is in the slots the manual recommends for two modules, pushed in until both latches close.
- **CPU power** (the 8-pin connector near the top of the board) is plugged in as well as the 24-pin main power.
- The **graphics card** is fully seated and its power cables are connected.

## If it does not start

- Check the **power supply switch** at the back and the wall socket.
- Read the **debug LEDs** or beep codes against the manual.
- Plug the monitor into the **graphics card**, not the motherboard's outputs.

Many builders also recommend a first boot on the desk with the bare essentials, before everything is cable-managed into the case.`,
    tags: ['community', 'first-build', 'troubleshooting'],
    ...IMAGES.community,
    publishedAt: '2026-11-05T16:00:00.000Z',
  },
];
