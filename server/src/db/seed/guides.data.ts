/**
 * Hand-curated seed content for RigForge build guides.
 *
 * Prices are typical US street prices for each part at the time of writing, in integer US cents
 * (whole dollars: every amount ends in 00).
 * Every build has been checked for socket, memory-type, form-factor, clearance and
 * power-supply compatibility (PSU >= 1.3 x (CPU TDP + GPU board power + 75 W)).
 */

export interface SeedGuideComponent {
  category: 'CPU' | 'GPU' | 'RAM' | 'Storage' | 'Motherboard' | 'PSU' | 'Case' | 'Cooler';
  name: string;
  priceCents: number;
}

export interface SeedGuide {
  slug: string;
  position: number;
  title: string;
  description: string;
  excerpt: string;
  content: string;
  tags: string[];
  category: 'Budget' | 'Mid-Range' | 'High-End' | 'Compact' | 'Workstation' | 'Streaming';
  budgetCents: number;
  difficulty: 'beginner' | 'intermediate' | 'advanced';
  estimatedTime: number;
  imageUrl: string;
  createdAt: string;
  components: SeedGuideComponent[];
}

const budgetContent = `## Who this build is for

This is the build we recommend to anyone who wants a real gaming PC for roughly the price of a console and a couple of games. It targets a 1080p monitor, runs every popular competitive shooter at high refresh rates and handles current AAA releases at medium to high settings. The AM4 platform is mature, inexpensive and extremely well documented, which makes it a forgiving choice for a first build.

## The parts and why we chose them

- **CPU: AMD Ryzen 5 5600.** Six cores, twelve threads and a 65 W TDP. It is no longer the newest chip, but at this price nothing else comes close for gaming, and it will not hold back a graphics card in this class.
- **GPU: ASRock Radeon RX 6600 Challenger D 8GB.** The RX 6600 is still the value pick for 1080p. It draws around 130 W, needs a single 8-pin power connector and outperforms most cards anywhere near its price. FSR upscaling gives demanding games a helping hand.
- **RAM: TEAMGROUP T-Force Vulcan Z 16GB (2x8GB) DDR4-3200 CL16.** Two sticks give you dual-channel bandwidth, which matters a lot on Ryzen. 16 GB is enough for gaming with a browser and Discord open in the background.
- **Storage: Kingston NV3 1TB NVMe SSD.** A full terabyte of NVMe storage for quick game loads. It is not the fastest drive on the market, but no game can tell the difference.
- **Motherboard: ASRock B550M-HDV.** A no-frills micro-ATX B550 board with PCIe 4.0 for both the graphics card and the M.2 slot. Its power delivery is comfortable with a 65 W six-core. The trade-offs are two memory slots and no Wi-Fi, so plan on an Ethernet cable or a USB Wi-Fi adapter.
- **PSU: MSI MAG A550BN 80+ Bronze.** The whole system draws well under 300 W while gaming, so 550 W leaves headroom for a future graphics upgrade.
- **Case: Cooler Master MasterBox Q300L.** A compact micro-ATX tower with a magnetic dust filter and plenty of room for a full-size graphics card and a tower cooler.
- **Cooler: Thermalright Assassin X 120 Refined SE.** The Ryzen 5 5600 ships with a basic Wraith Stealth cooler, but this 148 mm tower is far quieter for the price of a takeaway lunch.

## Performance you can expect

At 1080p this system is a capable high-refresh esports machine. With current drivers, expect roughly:

- **Counter-Strike 2 and Valorant:** 200 to 300+ FPS at high settings, ideal for a 144 Hz or 165 Hz monitor.
- **Fortnite:** 150+ FPS in Performance mode, or around 60 to 80 FPS with DirectX 12 at high settings.
- **Apex Legends:** 120 to 144 FPS at high settings.
- **Cyberpunk 2077:** 60 to 75 FPS at medium and a little lower at high. Switch on FSR Quality if you want more detail without dropping below 60.
- **Forza Horizon 5 and Baldur's Gate 3:** 60 to 90 FPS at high settings.

Ray tracing is not this card's strength, so leave it off. The 8 GB of video memory is the main limit: in the heaviest new releases, drop textures from ultra to high and you will avoid stutter.

## Assembly tips

- **Check the BIOS first.** The B550M-HDV needs a reasonably recent BIOS to run Ryzen 5000 processors. Boards made in the last few years ship ready, but this model has no BIOS Flashback button, so if you get no display on the first power-on, ask the retailer to update it.
- **Test outside the case.** Mount the CPU, cooler, memory and SSD while the board sits on its box, connect the PSU and graphics card, and make sure it reaches the BIOS before moving everything into the case.
- **Enable XMP.** Out of the box the memory runs at 2133 MT/s. Turn on the XMP profile in the BIOS to get the full 3200 MT/s, which gives Ryzen a measurable FPS boost.
- **Mind the cooler.** Peel the protective film off the cooler base, use the pre-applied or included paste, and point the fan so it blows toward the rear exhaust.
- **Improve airflow cheaply.** The Q300L includes a single fan. Adding a second 120 mm fan as a front intake costs about ten dollars and noticeably lowers graphics card temperatures.

## Upgrade path

- **Memory:** when 16 GB starts to feel tight, replace the kit with 2x16GB DDR4-3200. Because the board has only two slots, the old sticks come out.
- **Graphics:** the 550 W supply comfortably feeds cards up to about 200 W, such as a Radeon RX 9060 XT 16GB, which would make this machine a solid 1440p system.
- **Processor:** the Ryzen 7 5700X3D is a drop-in AM4 upgrade that transforms CPU-heavy games. Update the BIOS before swapping chips.
- **Storage:** the board has one M.2 slot plus SATA ports, so a 2.5-inch SATA SSD is the easiest way to add capacity.

For a first build, this is the one we would hand to a friend: cheap, quiet, easy to assemble and fast enough for almost everything at 1080p.`;

const midRangeContent = `## Who this build is for

If you are stepping up from 1080p to a 1440p high-refresh monitor, start here. The build sits on AMD's AM5 platform, which AMD has committed to supporting with new processors for years, so the money you spend on the motherboard and DDR5 today keeps paying off later. Every part was picked to put as much of the budget as possible into the graphics card without cutting corners that you would regret.

## The parts and why we chose them

- **CPU: AMD Ryzen 5 7600.** Six Zen 4 cores with boost clocks up to 5.1 GHz and a 65 W TDP. In games it keeps pace with far more expensive chips, and it runs cool on a modest air cooler.
- **GPU: PowerColor Reaper Radeon RX 9060 XT 16GB.** AMD's RDNA 4 mid-range card is the heart of this build. Choose the 16 GB version: a growing list of recent games uses more than 8 GB at 1440p with high textures. It also supports FSR 4, AMD's machine-learning upscaler, which looks dramatically better than older versions of FSR. The Reaper is a compact, no-nonsense model that runs at AMD's reference clocks and board power of about 160 W.
- **RAM: Corsair Vengeance 32GB (2x16GB) DDR5-6000 CL30.** DDR5-6000 CL30 is the sweet spot for Ryzen because the memory controller can run in step with the memory clock. 32 GB is the new normal for gaming with background apps.
- **Storage: WD Blue SN5000 1TB NVMe SSD.** A quick PCIe 4.0 drive with enough space for the operating system and a handful of large games.
- **Motherboard: ASRock B650M-HDV/M.2.** One of the best-value AM5 boards you can buy. The power delivery comfortably handles a later Ryzen 7 or Ryzen 9, it has two M.2 slots (one of them PCIe 5.0) and a BIOS Flashback button. There is no Wi-Fi, so use Ethernet or add an adapter.
- **PSU: MSI MAG A650BN 80+ Bronze.** This system draws around 300 W while gaming. A good 650 W unit leaves room for a much faster graphics card later.
- **Case: Lian Li Lancool 207.** A compact, airflow-first ATX case that arrives with fans pre-installed, so there is nothing extra to buy. It has room for a far larger graphics card than this one.
- **Cooler: Thermalright Assassin X 120 Refined SE.** A 65 W processor does not need more than this quiet single-tower cooler.

## Performance you can expect

At 1440p with high settings, expect roughly:

- **Call of Duty: Black Ops 6:** 100 to 130 FPS.
- **Forza Horizon 5:** 90 to 110 FPS at high to ultra settings.
- **Cyberpunk 2077:** 55 to 70 FPS at high without ray tracing, rising to 80+ with upscaling set to Quality.
- **Baldur's Gate 3:** 80 to 100 FPS at ultra.
- **Marvel Rivals:** 80 to 100 FPS with upscaling.
- **Fortnite, Valorant and Counter-Strike 2:** 200+ FPS with competitive settings.
- **Doom: The Dark Ages**, which requires ray tracing hardware, is smooth at 1440p with upscaling enabled.

RDNA 4 is a big step forward for ray tracing on Radeon, so light ray-traced effects are now usable. If you play at 1080p instead, this system clears 144 FPS in nearly everything.

## Assembly tips

- **Be patient on the first boot.** AM5 trains its DDR5 memory on the first power-on, which can leave the screen black for a minute or two. Do not switch off; it will get there.
- **Update the BIOS.** The Ryzen 5 7600 works with any AM5 BIOS, but newer versions improve memory compatibility and boot times. Use BIOS Flashback with a USB stick before installing Windows.
- **Turn on EXPO.** Enable the EXPO profile so the memory runs at 6000 MT/s instead of the default 4800 MT/s. Enabling Memory Context Restore afterwards shortens later boots.
- **Cooler mounting.** Keep AMD's stock backplate and remove only the plastic retention clips before fitting the Thermalright mounting bars.
- **SSD placement.** Put the SSD in the top M.2 slot, which is wired directly to the CPU.
- **Cable tidying.** The A650BN has fixed cables, so tuck the unused leads into the basement under the shroud before you install the graphics card.
- **Drivers.** Install AMD's chipset driver and the latest Adrenalin driver, then use Adrenalin's FSR 4 upgrade option in games that ship with FSR 3.1.

## Upgrade path

- **Graphics:** the 650 W supply handles cards up to roughly 250 W, such as a Radeon RX 9070 or GeForce RTX 5070.
- **Processor:** AM5 is the big win here. A Ryzen 7 9800X3D drops straight in, and future Ryzen generations are expected on the same socket.
- **Storage:** fill the second M.2 slot with a 2 TB drive when your game library grows.
- **Networking:** add a PCIe or USB Wi-Fi adapter if Ethernet is not practical.

This is the build that gives you the most 1440p performance per dollar today, on a platform that will still be upgradeable years from now.`;

const highEndContent = `## Who this build is for

This is for players who want very high frame rates at 1440p, a good taste of 4K, and a machine that stays fast for years. It pairs the best gaming CPU for the money with AMD's 16 GB Radeon RX 9070, and it spends carefully everywhere else so the two parts that matter most get the budget.

## The parts and why we chose them

- **CPU: AMD Ryzen 7 7800X3D.** Eight cores and 96 MB of L3 cache thanks to AMD's 3D V-Cache. That extra cache is why this chip delivers such high and consistent frame rates, especially in simulation, strategy and competitive games. It is rated at 120 W but usually draws well under 90 W while gaming.
- **GPU: Sapphire Pulse Radeon RX 9070 16GB.** RDNA 4 brings rasterization performance in the league of last generation's Radeon RX 7900 XT, much better ray tracing than before and support for FSR 4. With 16 GB of video memory it is comfortable at 4K texture settings. Board power is around 220 W.
- **RAM: G.Skill Flare X5 32GB (2x16GB) DDR5-6000 CL30.** X3D chips are less sensitive to memory speed, but 6000 CL30 is still the ideal match. The Flare X5's low-profile heat spreaders guarantee clearance under the tower cooler.
- **Storage: WD Black SN770 1TB NVMe SSD.** A fast, efficient PCIe 4.0 drive. One terabyte is the deliberate compromise of this build; add a second drive when your library grows.
- **Motherboard: Gigabyte B650 Eagle AX.** A full ATX board with Wi-Fi, several M.2 slots, solid power delivery and Q-Flash Plus, which can update the BIOS without a CPU installed.
- **PSU: MSI MAG A750GL PCIE5 80+ Gold.** A fully modular ATX 3.x unit. 750 W covers this system with plenty to spare and leaves room for a bigger graphics card later.
- **Case: Lian Li Lancool 216.** Two large front intake fans and a rear exhaust move lots of air quietly, and the interior has space for graphics cards of almost any length.
- **Cooler: Thermalright Peerless Assassin 120 SE.** A dual-tower cooler that keeps the 7800X3D quiet under load for a fraction of the price of premium brands.

## Performance you can expect

At 1440p with high to ultra settings, expect roughly:

- **Counter-Strike 2 and Valorant:** 400+ FPS, where the 7800X3D's cache really shines.
- **Call of Duty: Black Ops 6:** 150 to 190 FPS.
- **Forza Horizon 5:** 130+ FPS at extreme settings.
- **Cyberpunk 2077:** 90 to 110 FPS at ultra without ray tracing, and around 60 FPS with ray tracing at Ultra and FSR set to Quality.
- **Baldur's Gate 3, Microsoft Flight Simulator 2024 and big strategy games:** noticeably smoother minimum frame rates than on chips without the extra cache.

At 4K, most AAA games at high settings land between 60 and 90 FPS with FSR 4 on Quality or Balanced, and lighter or older titles run comfortably at native resolution. Heavy path tracing is still better left to NVIDIA's top cards.

## Assembly tips

- **Update the BIOS before installing the CPU.** Early AM5 firmware could over-volt X3D processors. Current boards ship with fixed versions, but flash the latest BIOS with Q-Flash Plus from a USB stick before the 7800X3D goes in.
- **No special drivers needed.** The 7800X3D has a single chiplet, so unlike the 16-core X3D parts there is no core-parking driver to worry about. Install AMD's chipset driver and you are done.
- **Expect a long first boot.** DDR5 memory training can leave the screen black for a minute or two. Then enable EXPO in the BIOS.
- **Optional tuning.** The 7800X3D supports Curve Optimizer. A modest negative offset can lower temperatures and slightly raise boost clocks, but test stability carefully.
- **Power the graphics card properly.** The Pulse uses two 8-pin connectors. Run two separate PCIe cables from the PSU rather than one daisy-chained cable.
- **Cooler orientation.** Mount the Peerless Assassin with both fans blowing toward the rear exhaust fan, and check that the front fan clears the memory.
- **Airflow.** Keep the Lancool 216's front fans as intakes and the rear fan as exhaust. If you add fans on top, set them as exhaust too.

## Upgrade path

- **Storage first:** add a 2 TB NVMe drive in one of the free M.2 slots.
- **Graphics:** the 750 W supply handles cards up to roughly 320 W, such as the Radeon RX 9070 XT or GeForce RTX 5070 Ti.
- **Processor:** the 7800X3D will stay near the top of the gaming charts for a long time, and future X3D chips will use the same AM5 socket.
- **Monitor:** this system is a perfect match for a 1440p 240 Hz display, including OLED panels.

If you want one build that handles everything at 1440p and is ready for 4K, this is it.`;

const compactContent = `## Who this build is for

Not every desk has room for a mid-tower. This Mini-ITX build fits in about 18 litres, yet it games at 1440p like a full-size machine. Small form factor building takes more planning and patience than a normal tower, so we rate it advanced, but the result is a clean, quiet and portable PC.

## The parts and why we chose them

- **CPU: AMD Ryzen 5 9600X.** Six Zen 5 cores at a 65 W TDP. In a small case, heat is the enemy, and this chip delivers excellent gaming performance without turning the case into an oven.
- **GPU: MSI GeForce RTX 5060 Ti 16G Ventus 2X OC.** A short two-fan card with 16 GB of video memory and a board power of about 180 W, so it fits easily and stays quiet. DLSS 4 upscaling and frame generation give it plenty of headroom at 1440p.
- **RAM: G.Skill Flare X5 32GB (2x16GB) DDR5-6000 CL30.** The low-profile heat spreaders matter in ITX, where the memory sits right next to the CPU cooler.
- **Storage: Crucial P3 Plus 1TB NVMe SSD.** Fast enough for any game and cool-running, which helps in a cramped case.
- **Motherboard: ASRock B650I Lightning WiFi.** One of the most affordable AM5 Mini-ITX boards, with Wi-Fi 6E, 2.5 Gb Ethernet, two M.2 slots (including a PCIe 5.0 slot) and a BIOS Flashback button.
- **PSU: Lian Li SP750 80+ Gold SFX.** A fully modular SFX unit. 750 W is more than this system needs, but SFX supplies are the hardest part to replace later, so buy once.
- **Case: Cooler Master NR200P V2.** One of the easiest small cases to build in. It takes triple-slot graphics cards, SFX power supplies and either air coolers or a radiator, with vented panels that keep temperatures in check.
- **Cooler: Thermalright AXP120-X67.** A 67 mm low-profile cooler with a 120 mm fan. Blowing downward, it also cools the board's power delivery and M.2 area, and it leaves the top of the case free for exhaust fans.

## Performance you can expect

At 1440p with high settings, expect roughly:

- **Cyberpunk 2077:** 55 to 65 FPS at native resolution, 80 to 95 FPS with DLSS Quality, and well above 100 FPS with frame generation for single-player play.
- **Call of Duty: Black Ops 6:** 100 to 120 FPS.
- **Forza Horizon 5:** 90 to 110 FPS.
- **Valorant and Counter-Strike 2:** 300+ FPS.
- **Indiana Jones and the Great Circle** and other memory-hungry releases run comfortably at high textures thanks to the 16 GB of VRAM.

With tuned fan curves, expect GPU temperatures around 70 to 75 C and CPU temperatures in the 70s while gaming, at noise levels that will not bother you on a desk.

## Assembly tips

- **Flash the BIOS before anything else.** The B650I Lightning launched before Ryzen 9000, so older stock may not boot a 9600X. Download the latest BIOS on another PC, copy it to a USB stick as the manual describes, and use the Flashback button.
- **Build the board outside the case.** Install the CPU, memory, SSD and cooler on the desk, and plug in the 8-pin CPU power cable before the cooler goes on, because a low-profile cooler makes that connector hard to reach.
- **Test before you close up.** Boot the system on the desk once with the graphics card and PSU connected. Taking an ITX build apart to fix a loose cable is painful.
- **Connect only what you need.** Use the SP750's modular design to attach just the 24-pin, the CPU 8-pin and the graphics card cable. Route them before the graphics card goes in.
- **Airflow direction.** Set the bottom fans as intakes feeding the graphics card and let hot air leave through the top. Keep the graphics card in the standard horizontal position; vertical mounting close to the side panel starves its fans.
- **Leave the CPU at its default 65 W mode.** The 105 W option adds heat for very little gaming benefit in a small case.
- **Consider a light undervolt.** Lowering the GPU's voltage curve in MSI Afterburner typically trims power and noise with little performance loss.

## Upgrade path

- **Graphics:** the 750 W SFX supply and triple-slot clearance support cards up to roughly the GeForce RTX 5070 Ti class.
- **Processor:** a Ryzen 7 9800X3D would be a big gaming upgrade; pair it with a 240 mm AIO, which the NR200P supports.
- **Storage:** use the second M.2 slot for a 2 TB drive.
- **Memory:** the board has two slots, so move to a 2x32GB kit if you need 64 GB.

Small builds reward planning. Follow the order above and this one goes together with surprisingly little drama.`;

const workstationContent = `## Who this build is for

This machine is built for people who get paid for their render times: video editors, 3D artists, CAD users, photographers and developers compiling large projects. It combines sixteen fast CPU cores with a 16 GB NVIDIA card and 64 GB of memory, and it does so quietly enough to sit next to you all day.

## The parts and why we chose them

- **CPU: AMD Ryzen 9 9950X.** Sixteen Zen 5 cores and 32 threads with boost clocks up to 5.7 GHz and full-width AVX-512. It is the fastest mainstream desktop chip for rendering, encoding and compiling, and its high single-core speed also helps lightly threaded CAD work.
- **GPU: MSI GeForce RTX 5070 Ti 16G Ventus 3X OC.** CUDA and OptiX acceleration matter in Blender, DaVinci Resolve, Premiere Pro and most AI-assisted tools. The 16 GB of GDDR7 holds large scenes and high-resolution timelines, it has dual NVENC encoders for fast exports, and RTX 50-series cards add hardware decoding for the 4:2:2 10-bit H.264 and HEVC footage that many mirrorless cameras record.
- **RAM: Corsair Vengeance 64GB (2x32GB) DDR5-6000 CL30.** 64 GB keeps After Effects previews, multi-camera 4K timelines, large Blender scenes and virtual machines in memory. Two sticks rather than four keep the speed at 6000 MT/s.
- **Storage: Samsung 990 Pro 2TB NVMe SSD.** Fast, durable and consistent under sustained writes, which matters for caches and exports.
- **Motherboard: Gigabyte X870 Eagle WiFi7.** X870 brings USB4 for fast external project drives, PCIe 5.0 for the graphics card and an M.2 slot, Wi-Fi 7 and power delivery that handles the 9950X at full load.
- **PSU: Corsair RM850e 80+ Gold.** A quiet ATX 3.x unit with a native 12V-2x6 cable for the graphics card and comfortable headroom for long all-core renders.
- **Case: Fractal Design Meshify 2 Compact.** A mesh front for high airflow, dust filters everywhere and a restrained look that suits an office.
- **Cooler: Thermalright Phantom Spirit 120 EVO.** A large dual-tower air cooler. For a machine that runs long jobs unattended, air cooling means no pump to fail and no liquid to worry about.

## Performance you can expect

- **CPU rendering:** roughly 2,200 points in Cinebench 2024 multi-core, about twice an eight-core Ryzen 7. CPU render and encode jobs finish in around half the time of a typical gaming PC.
- **Blender:** Cycles with OptiX on the RTX 5070 Ti renders many times faster than the CPU; keep the CPU for scenes that exceed 16 GB of video memory.
- **Video editing:** 4K multi-camera timelines in DaVinci Resolve and Premiere Pro play back smoothly, and 4K H.265 exports with NVENC run faster than real time.
- **Code and game development:** large C++ builds and Unreal Engine shader compiles scale almost linearly with the sixteen cores.
- **CAD:** SolidWorks and Fusion modelling is mostly single-threaded, so the 9950X's high boost clock pays off. GeForce cards with NVIDIA's Studio driver work well; you only need a certified professional card if your employer or software vendor requires it.

## Assembly tips

- **Expect a long first boot.** Training 64 GB of DDR5 can keep the screen black for several minutes. Leave it alone. Then enable EXPO and Memory Context Restore to shorten future boots.
- **Update the BIOS and Windows.** Flash the latest BIOS with Q-Flash Plus, install Windows 11 24H2 or newer, which includes scheduler and branch-prediction improvements for Zen 5, and install AMD's chipset driver.
- **Check M.2 lane sharing.** On many X870 boards, filling certain M.2 slots reduces bandwidth to other slots or ports. Read the manual's block diagram before adding drives.
- **Seat the 12V-2x6 connector fully.** Use the PSU's native cable, push until it clicks and avoid bending the cable sharply right at the connector.
- **Know the thermals.** Zen 5 is designed to boost until it reaches 95 C under full load, so high temperatures during renders are normal. If you prefer a quieter machine, the 105 W Eco Mode in the BIOS or Ryzen Master costs roughly 10 percent in multi-threaded work and cuts heat and noise dramatically.
- **Use the Studio driver.** NVIDIA's Studio driver branch is tested against creative applications.

## Upgrade path

- **Memory:** move to a 2x64GB kit for 128 GB when your projects demand it.
- **Storage:** add a second NVMe drive for cache and scratch files, plus a large drive or USB4 enclosure for media.
- **Graphics:** the 850 W supply handles a GeForce RTX 5080 if you need more GPU render power.
- **Processor:** AM5 support means future Ryzen generations remain an option.

This is a workstation that is fast at everything, quiet under load and straightforward to maintain.`;

const streamingContent = `## Who this build is for

You want to play and stream from one PC without your viewers seeing a slideshow or your games stuttering. Dedicated two-PC setups used to be the answer, but modern hardware encoders make a single machine the smarter buy. This build games at 1440p and streams at 1080p60 at the same time.

## The parts and why we chose them

- **CPU: Intel Core i5-14600K.** Six performance cores for your game plus eight efficient cores that soak up OBS, Discord, the browser and chat overlays. Its integrated UHD 770 graphics includes Quick Sync, a second hardware encoder for local recordings and smooth editing of your highlights.
- **GPU: Gigabyte GeForce RTX 5070 Windforce OC SFF 12G.** NVIDIA's NVENC encoder handles H.264, HEVC and AV1 with quality comparable to a good software encode at almost no performance cost. NVIDIA Broadcast adds excellent microphone noise removal and virtual backgrounds, and DLSS 4 keeps frame rates high at 1440p.
- **RAM: G.Skill Ripjaws S5 32GB (2x16GB) DDR5-6000 CL30.** A game, OBS, a browser full of dashboards and Discord add up fast. 32 GB avoids slowdowns.
- **Storage: Crucial P3 Plus 2TB NVMe SSD.** Recordings and VODs fill space quickly, so this build starts at 2 TB.
- **Motherboard: Gigabyte B760 Gaming X AX.** The DDR5 version of this LGA1700 board, with Wi-Fi 6E, 2.5 Gb Ethernet and enough M.2 slots for later expansion. B760 cannot overclock the CPU, but the 14600K is already fast out of the box.
- **PSU: Corsair RM750e 80+ Gold.** Quiet, efficient and ATX 3.x, with a native 12V-2x6 cable for graphics cards that use the 16-pin connector and plenty of headroom.
- **Case: Corsair 3000D Airflow.** A mesh-front ATX case with good airflow and straightforward cable routing at a fair price.
- **Cooler: Thermalright Peerless Assassin 120 SE.** The 14600K can draw over 150 W in heavy multi-threaded work, and this dual-tower cooler handles it without getting loud.

## Performance you can expect

Gaming at 1440p while streaming at 1080p60 with NVENC, the encoder typically costs only a few percent of your frame rate. Expect roughly:

- **Valorant and Counter-Strike 2:** 250 to 400 FPS.
- **Fortnite:** 200+ FPS in Performance mode, or 120 to 150 FPS at high settings with DLSS.
- **Apex Legends:** 160 to 220 FPS.
- **Call of Duty: Black Ops 6 and Warzone:** 130 to 170 FPS with DLSS Quality.
- **Cyberpunk 2077:** around 100 FPS at high with DLSS Quality, or about 70 FPS with ray tracing on Ultra.

Leave frame generation off in competitive games, because it adds input latency, but it is great for single-player titles.

## Assembly tips

- **Update the BIOS before installing Windows.** Intel's 13th and 14th generation chips need microcode 0x12B or newer to guard against long-term instability. Flash the latest BIOS with Gigabyte's Q-Flash and keep the Intel default power settings.
- **Consider a contact frame.** A ten-dollar LGA1700 contact frame reduces bending of the CPU's heat spreader and can lower temperatures by a few degrees.
- **Enable the integrated graphics.** Set Internal Graphics to Enabled (not Auto) in the BIOS so Quick Sync stays available while your monitors plug into the RTX 5070.
- **Turn on XMP.** Otherwise the memory runs at its slower default speed.
- **Configure OBS properly.** Use NVENC H.264 at around 6,000 kbps for 1080p60 on Twitch, or AV1 for YouTube. Record a local copy at higher quality with a separate encoder. Run OBS as administrator so encoding gets priority on the GPU.
- **Cap your frame rate.** A GPU pinned at 100 percent can cause encoding lag in OBS. A frame cap slightly below your monitor's refresh rate keeps the stream smooth.
- **Use wired networking.** Streams drop frames on Wi-Fi far more often than on Ethernet.

## Upgrade path

- **Memory:** the board has four slots, so adding a second 2x16GB kit brings you to 64 GB for heavier production work.
- **Storage:** add a second NVMe drive as a VOD archive.
- **Processor:** the Core i7-14700K is a drop-in upgrade on the same board; update the BIOS first.
- **Graphics:** the 750 W supply handles cards up to about 300 W, such as the GeForce RTX 5070 Ti.
- **Capture card:** for console streaming, add a PCIe or USB capture card later.

One PC, one set of cables and a stream that looks as good as your gameplay.`;

export const seedGuides: SeedGuide[] = [
  {
    slug: 'budget-1080p-gaming-pc',
    position: 1,
    title: 'The $550 1080p Gaming PC: Ryzen 5 5600 + Radeon RX 6600',
    description:
      'A proven AM4 build that runs esports titles at high refresh rates and modern AAA games at 1080p medium to high, for under $550.',
    excerpt:
      'A six-core Ryzen, an 8 GB Radeon and a fast NVMe drive deliver smooth 1080p gaming without stretching your wallet.',
    content: budgetContent,
    tags: ['budget', '1080p', 'amd', 'am4', 'ddr4', 'esports', 'first-build'],
    category: 'Budget',
    budgetCents: 55000,
    difficulty: 'beginner',
    estimatedTime: 3,
    imageUrl: '/images/guides/budget-1080p-gaming-pc.svg',
    createdAt: '2026-01-12T09:00:00Z',
    components: [
      { category: 'CPU', name: 'AMD Ryzen 5 5600', priceCents: 8500 },
      { category: 'GPU', name: 'ASRock Radeon RX 6600 Challenger D 8GB', priceCents: 19900 },
      { category: 'RAM', name: 'TEAMGROUP T-Force Vulcan Z 16GB (2x8GB) DDR4-3200 CL16', priceCents: 3200 },
      { category: 'Storage', name: 'Kingston NV3 1TB NVMe SSD', priceCents: 5000 },
      { category: 'Motherboard', name: 'ASRock B550M-HDV', priceCents: 7500 },
      { category: 'PSU', name: 'MSI MAG A550BN 80+ Bronze', priceCents: 4500 },
      { category: 'Case', name: 'Cooler Master MasterBox Q300L', priceCents: 4500 },
      { category: 'Cooler', name: 'Thermalright Assassin X 120 Refined SE', priceCents: 1700 },
    ],
  },
  {
    slug: 'mid-range-1440p-gaming-pc',
    position: 2,
    title: 'The $950 1440p Sweet Spot: Ryzen 5 7600 + Radeon RX 9060 XT 16GB',
    description:
      'An AM5 gaming PC with 16 GB of VRAM and DDR5-6000 that makes 1440p at high settings affordable, with a clear upgrade path for years.',
    excerpt: 'Modern AM5, 32 GB of DDR5 and a 16 GB Radeon make this the best-value way into smooth 1440p gaming.',
    content: midRangeContent,
    tags: ['mid-range', '1440p', 'amd', 'am5', 'ddr5', 'fsr4', 'value'],
    category: 'Mid-Range',
    budgetCents: 95000,
    difficulty: 'beginner',
    estimatedTime: 3,
    imageUrl: '/images/guides/mid-range-1440p-gaming-pc.svg',
    createdAt: '2026-02-03T10:00:00Z',
    components: [
      { category: 'CPU', name: 'AMD Ryzen 5 7600', priceCents: 18000 },
      { category: 'GPU', name: 'PowerColor Reaper Radeon RX 9060 XT 16GB', priceCents: 34900 },
      { category: 'RAM', name: 'Corsair Vengeance 32GB (2x16GB) DDR5-6000 CL30', priceCents: 9000 },
      { category: 'Storage', name: 'WD Blue SN5000 1TB NVMe SSD', priceCents: 6000 },
      { category: 'Motherboard', name: 'ASRock B650M-HDV/M.2', priceCents: 11000 },
      { category: 'PSU', name: 'MSI MAG A650BN 80+ Bronze', priceCents: 5500 },
      { category: 'Case', name: 'Lian Li Lancool 207', priceCents: 8000 },
      { category: 'Cooler', name: 'Thermalright Assassin X 120 Refined SE', priceCents: 2000 },
    ],
  },
  {
    slug: 'high-end-1440p-4k-gaming-pc',
    position: 3,
    title: 'The $1,400 High-Refresh Build: Ryzen 7 7800X3D + Radeon RX 9070',
    description:
      "AMD's 3D V-Cache gaming champion meets a 16 GB RDNA 4 card for high-refresh 1440p and smooth, upscaled 4K.",
    excerpt: 'The Ryzen 7 7800X3D and Radeon RX 9070 make a 1440p high-refresh monster that is ready for 4K too.',
    content: highEndContent,
    tags: ['high-end', '1440p', '4k', 'amd', 'am5', 'x3d', 'high-refresh'],
    category: 'High-End',
    budgetCents: 140000,
    difficulty: 'advanced',
    estimatedTime: 4,
    imageUrl: '/images/guides/high-end-1440p-4k-gaming-pc.svg',
    createdAt: '2026-03-17T14:00:00Z',
    components: [
      { category: 'CPU', name: 'AMD Ryzen 7 7800X3D', priceCents: 34900 },
      { category: 'GPU', name: 'Sapphire Pulse Radeon RX 9070 16GB', priceCents: 54900 },
      { category: 'RAM', name: 'G.Skill Flare X5 32GB (2x16GB) DDR5-6000 CL30', priceCents: 8500 },
      { category: 'Storage', name: 'WD Black SN770 1TB NVMe SSD', priceCents: 6500 },
      { category: 'Motherboard', name: 'Gigabyte B650 Eagle AX', priceCents: 14000 },
      { category: 'PSU', name: 'MSI MAG A750GL PCIE5 80+ Gold', priceCents: 8500 },
      { category: 'Case', name: 'Lian Li Lancool 216', priceCents: 9000 },
      { category: 'Cooler', name: 'Thermalright Peerless Assassin 120 SE', priceCents: 3500 },
    ],
  },
  {
    slug: 'compact-mini-itx-gaming-pc',
    position: 4,
    title: 'Small but Mighty: A $1,200 Mini-ITX Gaming PC',
    description:
      'A shoebox-sized 1440p gaming rig in the Cooler Master NR200P V2 with a Ryzen 5 9600X, RTX 5060 Ti 16GB and an SFX power supply.',
    excerpt: 'Everything a full tower can do at 1440p, packed into an 18-litre case that fits on any desk.',
    content: compactContent,
    tags: ['compact', 'mini-itx', 'sff', '1440p', 'am5', 'nvidia', 'dlss'],
    category: 'Compact',
    budgetCents: 120000,
    difficulty: 'advanced',
    estimatedTime: 5,
    imageUrl: '/images/guides/compact-mini-itx-gaming-pc.svg',
    createdAt: '2026-05-06T11:30:00Z',
    components: [
      { category: 'CPU', name: 'AMD Ryzen 5 9600X', priceCents: 19000 },
      { category: 'GPU', name: 'MSI GeForce RTX 5060 Ti 16G Ventus 2X OC', priceCents: 42900 },
      { category: 'RAM', name: 'G.Skill Flare X5 32GB (2x16GB) DDR5-6000 CL30', priceCents: 8500 },
      { category: 'Storage', name: 'Crucial P3 Plus 1TB NVMe SSD', priceCents: 6000 },
      { category: 'Motherboard', name: 'ASRock B650I Lightning WiFi', priceCents: 18000 },
      { category: 'PSU', name: 'Lian Li SP750 80+ Gold SFX', priceCents: 11000 },
      { category: 'Case', name: 'Cooler Master NR200P V2', priceCents: 11000 },
      { category: 'Cooler', name: 'Thermalright AXP120-X67', priceCents: 3500 },
    ],
  },
  {
    slug: 'content-creation-workstation-pc',
    position: 5,
    title: 'The $2,200 Creator Workstation: Ryzen 9 9950X + RTX 5070 Ti',
    description:
      '16 Zen 5 cores, 64 GB of DDR5 and a 16 GB RTX 5070 Ti for 4K video editing, 3D rendering, CAD and big code compiles.',
    excerpt: 'A quiet, air-cooled 16-core workstation that chews through renders, timelines and compiles.',
    content: workstationContent,
    tags: ['workstation', 'content-creation', 'video-editing', '3d-rendering', 'cad', 'am5', '64gb'],
    category: 'Workstation',
    budgetCents: 220000,
    difficulty: 'intermediate',
    estimatedTime: 4,
    imageUrl: '/images/guides/content-creation-workstation-pc.svg',
    createdAt: '2026-07-21T08:00:00Z',
    components: [
      { category: 'CPU', name: 'AMD Ryzen 9 9950X', priceCents: 54900 },
      { category: 'GPU', name: 'MSI GeForce RTX 5070 Ti 16G Ventus 3X OC', priceCents: 76900 },
      { category: 'RAM', name: 'Corsair Vengeance 64GB (2x32GB) DDR5-6000 CL30', priceCents: 17500 },
      { category: 'Storage', name: 'Samsung 990 Pro 2TB NVMe SSD', priceCents: 16000 },
      { category: 'Motherboard', name: 'Gigabyte X870 Eagle WiFi7', priceCents: 22000 },
      { category: 'PSU', name: 'Corsair RM850e 80+ Gold', priceCents: 11500 },
      { category: 'Case', name: 'Fractal Design Meshify 2 Compact', priceCents: 12000 },
      { category: 'Cooler', name: 'Thermalright Phantom Spirit 120 EVO', priceCents: 5000 },
    ],
  },
  {
    slug: 'streaming-pc-game-and-stream',
    position: 6,
    title: 'Game and Stream on One PC: Core i5-14600K + RTX 5070',
    description:
      'A $1,300 single-PC streaming rig: 14 Intel cores for OBS and chat, an RTX 5070 with AV1 NVENC and 2 TB for your VODs.',
    excerpt:
      'NVENC does the encoding, the efficient cores handle the background apps, and your frame rate barely notices.',
    content: streamingContent,
    tags: ['streaming', 'obs', 'nvenc', 'intel', 'lga1700', 'ddr5', '1440p'],
    category: 'Streaming',
    budgetCents: 130000,
    difficulty: 'intermediate',
    estimatedTime: 4,
    imageUrl: '/images/guides/streaming-pc-game-and-stream.svg',
    createdAt: '2026-09-14T10:00:00Z',
    components: [
      { category: 'CPU', name: 'Intel Core i5-14600K', priceCents: 20000 },
      { category: 'GPU', name: 'Gigabyte GeForce RTX 5070 Windforce OC SFF 12G', priceCents: 54900 },
      { category: 'RAM', name: 'G.Skill Ripjaws S5 32GB (2x16GB) DDR5-6000 CL30', priceCents: 9000 },
      { category: 'Storage', name: 'Crucial P3 Plus 2TB NVMe SSD', priceCents: 10000 },
      { category: 'Motherboard', name: 'Gigabyte B760 Gaming X AX (DDR5)', priceCents: 15000 },
      { category: 'PSU', name: 'Corsair RM750e 80+ Gold', priceCents: 9000 },
      { category: 'Case', name: 'Corsair 3000D Airflow', priceCents: 8000 },
      { category: 'Cooler', name: 'Thermalright Peerless Assassin 120 SE', priceCents: 3500 },
    ],
  },
];
