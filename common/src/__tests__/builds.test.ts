import {
  BUILD_EXPORT_FORMATS,
  SAVED_BUILD_LIMITS,
  SAVED_BUILD_TEXT,
  SHARE_TOKEN_BYTES,
  defaultBuildDescription,
  defaultBuildTitle,
  exportBuild,
  iconCategoryOf,
  isShareToken,
  sharePath,
  showMoreComponentsText,
  tierOfCategory,
  type ExportableBuild,
} from '../builds';
import { PART_TYPES } from '../catalog';
import { priceTierFor } from '../planner';

describe('limits and strings', () => {
  it('holds the limits the server checks and the forms enforce', () => {
    expect(SAVED_BUILD_LIMITS).toMatchObject({ titleMax: 100, descriptionMax: 1000, componentsMax: 30 });
    expect(SHARE_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
  });

  it('uses the required words', () => {
    expect(SAVED_BUILD_TEXT).toMatchObject({
      saved: 'Build Saved Successfully!',
      saveFailed: 'Save Failed',
      saveFailedFallback: 'Failed to save build',
      updateFailedFallback: 'Failed to update build',
      deleteFailedFallback: 'Failed to delete build',
      shareCopied: 'Share Link Copied',
    });
  });

  it('says how many more components a collapsed list hides', () => {
    expect(showMoreComponentsText(1)).toBe('Show 1 more component');
    expect(showMoreComponentsText(2)).toBe('Show 2 more components');
    expect(showMoreComponentsText(27)).toBe('Show 27 more components');
  });
});

describe('defaultBuildTitle', () => {
  it("is '<tier> Build - $<budget>' in whole dollars", () => {
    expect(defaultBuildTitle('Mid-Range Gaming', 1500)).toBe('Mid-Range Gaming Build - $1500');
    expect(defaultBuildTitle('Budget Gaming', 799.4)).toBe('Budget Gaming Build - $799');
    expect(defaultBuildTitle('High-End Gaming', 2499.5)).toBe('High-End Gaming Build - $2500');
    expect(defaultBuildTitle('Budget Gaming', 0)).toBe('Budget Gaming Build - $0');
  });

  it('fits the title limit for any budget the server accepts', () => {
    expect(defaultBuildTitle('Mid-Range Gaming', 3_000_000).length).toBeLessThanOrEqual(SAVED_BUILD_LIMITS.titleMax);
  });
});

describe('defaultBuildDescription', () => {
  it('names the use cases when there are any', () => {
    expect(defaultBuildDescription({ useCases: ['gaming'] })).toBe('Built for Gaming.');
    expect(defaultBuildDescription({ useCases: ['gaming', 'content-creation'] })).toBe(
      'Built for Gaming and Content Creation.',
    );
    expect(
      defaultBuildDescription({
        useCases: ['work', 'server', 'music-production'],
        buildType: 'gaming',
        resolution: '4K',
      }),
    ).toBe('Built for Work & Productivity, Server/NAS and Music Production.');
  });

  it('otherwise names the build type and the resolution', () => {
    expect(defaultBuildDescription({ buildType: 'gaming', resolution: '1440p' })).toBe(
      'Gaming build for 1440p resolution.',
    );
    expect(defaultBuildDescription({ buildType: 'content', resolution: '4K', useCases: [] })).toBe(
      'Content Creation build for 4K resolution.',
    );
    expect(defaultBuildDescription({ buildType: 'workstation' })).toBe('Workstation build.');
    // The generator's own build types, which are not calculator types, read capitalised.
    expect(defaultBuildDescription({ buildType: 'productivity', resolution: '1080p' })).toBe(
      'Productivity build for 1080p resolution.',
    );
  });

  it('falls back to a custom build, ignoring unknown use cases', () => {
    expect(defaultBuildDescription({})).toBe('Custom build.');
    expect(defaultBuildDescription({ buildType: null, resolution: null, useCases: null })).toBe('Custom build.');
    expect(defaultBuildDescription({ resolution: '1080p' })).toBe('Custom build for 1080p resolution.');
    expect(defaultBuildDescription({ useCases: ['mining'], buildType: 'gaming' })).toBe('Gaming build.');
  });

  it('fits the description limit', () => {
    const all = defaultBuildDescription({
      useCases: ['gaming', 'work', 'content-creation', 'music-production', 'server', 'workstation'],
    });
    expect(all).toBe(
      'Built for Gaming, Work & Productivity, Content Creation, Music Production, Server/NAS and Workstation.',
    );
    expect(all.length).toBeLessThanOrEqual(SAVED_BUILD_LIMITS.descriptionMax);
  });
});

describe('share links', () => {
  it('recognises 32 URL-safe characters only', () => {
    expect(isShareToken('A'.repeat(32))).toBe(true);
    expect(isShareToken('aZ09-_'.repeat(5) + 'xy')).toBe(true);
    for (const value of [
      'A'.repeat(31),
      'A'.repeat(33),
      `${'A'.repeat(31)}+`,
      `${'A'.repeat(31)}/`,
      `${'A'.repeat(31)}=`,
      `${'A'.repeat(32)}\n`,
      ` ${'A'.repeat(31)}`,
      '',
      null,
      undefined,
      32,
    ]) {
      expect(isShareToken(value)).toBe(false);
    }
  });

  it('gives the /shared/{token} path, encoding anything unexpected', () => {
    expect(sharePath('abc_DEF-123')).toBe('/shared/abc_DEF-123');
    expect(sharePath('a/b?c#d')).toBe('/shared/a%2Fb%3Fc%23d');
  });
});

describe('tierOfCategory', () => {
  it('finds the tier of each tier label, and nothing for other text (a neutral icon)', () => {
    expect(tierOfCategory('Budget Gaming')).toEqual(priceTierFor(500));
    expect(tierOfCategory('Mid-Range Gaming')).toEqual(priceTierFor(1200));
    expect(tierOfCategory('High-End Gaming')).toEqual(priceTierFor(3000));
    expect(tierOfCategory('Budget Gaming')?.color).toBe('green');
    expect(tierOfCategory('Mid-Range Gaming')?.color).toBe('blue');
    expect(tierOfCategory('High-End Gaming')?.color).toBe('red');
    for (const other of ['budget gaming', 'Budget', 'Workstation', '', null, undefined]) {
      expect(tierOfCategory(other)).toBeNull();
    }
  });
});

describe('iconCategoryOf', () => {
  it('picks the icon by the words docs/requirements.md §3 lists, in its order', () => {
    const cases: [string, string | null][] = [
      ['CPU', 'CPU'],
      ['Processor', 'CPU'],
      ['gpu', 'GPU'],
      ['Graphics Card', 'GPU'],
      ['RAM', 'RAM'],
      ['Memory', 'RAM'],
      ['Storage', 'Storage'],
      ['NVMe SSD', 'Storage'],
      ['HDD', 'Storage'],
      ['Power Supply', 'PSU'],
      ['psu', 'PSU'],
      // cpu comes first in that list, so a "CPU Cooler" label shows the processor icon.
      ['CPU Cooler', 'CPU'],
    ];
    for (const [label, icon] of cases) expect([label, iconCategoryOf(label)]).toEqual([label, icon]);
  });

  it('gives each part category its own icon, and a neutral one to anything else', () => {
    for (const type of PART_TYPES) expect(iconCategoryOf(type)).toBe(type);
    expect(iconCategoryOf('Mainboard')).toBe('Motherboard');
    expect(iconCategoryOf('Liquid cooling')).toBe('Cooler');
    expect(iconCategoryOf('Chassis')).toBe('Case');
    for (const other of ['Monitor', 'Keyboard', 'Fans', 'Other', '']) expect(iconCategoryOf(other)).toBeNull();
  });
});

describe('exportBuild', () => {
  const build: ExportableBuild = {
    title: '  Night | Owl [v2]  ',
    description: ' Quiet 1440p gaming. ',
    totalPrice: 1234.5,
    components: [
      { type: 'CPU', name: 'Ryzen 7 | 7800X3D', price: 449 },
      { type: 'GPU', name: 'RTX [4070] Super', price: 599.99 },
      { type: 'Storage', name: 'WD_BLACK SN850X 1TB', price: 185.51 },
    ],
    estimatedWattage: 450,
    url: 'https://rigforge.example/shared/abc',
  };

  it('lists the formats the dialog offers', () => {
    expect(BUILD_EXPORT_FORMATS.map((f) => f.id)).toEqual(['markdown', 'reddit', 'text']);
    expect(new Set(BUILD_EXPORT_FORMATS.map((f) => f.label)).size).toBe(3);
  });

  it('writes Markdown: a heading, the description, a table with escaped pipes, the total, the wattage and the link', () => {
    expect(exportBuild(build, 'markdown')).toBe(
      [
        '# Night \\| Owl \\[v2\\]',
        '',
        'Quiet 1440p gaming.',
        '',
        '| Type | Part | Price |',
        '| --- | --- | ---: |',
        '| CPU | Ryzen 7 \\| 7800X3D | $449.00 |',
        '| GPU | RTX \\[4070\\] Super | $599.99 |',
        '| Storage | WD_BLACK SN850X 1TB | $185.51 |',
        '| **Total** | | **$1,234.50** |',
        '',
        'Estimated wattage: 450 W',
        '[View this build on RigForge](https://rigforge.example/shared/abc)',
      ].join('\n'),
    );
  });

  it('writes a Reddit table: the title links to the build with its pipes and brackets escaped', () => {
    expect(exportBuild(build, 'reddit')).toBe(
      [
        '[Night \\| Owl \\[v2\\]](https://rigforge.example/shared/abc)',
        '',
        'Type|Item|Price',
        ':----|:----|:----',
        '**CPU** | Ryzen 7 \\| 7800X3D | $449.00',
        '**GPU** | RTX \\[4070\\] Super | $599.99',
        '**Storage** | WD_BLACK SN850X 1TB | $185.51',
        '| *Total* | | **$1,234.50**',
        '',
        '*Generated by RigForge | Estimated wattage: 450 W*',
      ].join('\n'),
    );
  });

  it('keeps a part name that looks like a link as text in Markdown and on Reddit', () => {
    const sneaky = { ...build, components: [{ type: 'GPU', name: 'RTX [deal](https://evil.example)', price: 1 }] };
    for (const format of ['markdown', 'reddit'] as const) {
      expect(exportBuild(sneaky, format)).toContain('RTX \\[deal\\](https://evil.example)');
    }
  });

  it('writes plain text with the names as they are', () => {
    expect(exportBuild(build, 'text')).toBe(
      [
        'Night | Owl [v2]',
        '',
        'CPU: Ryzen 7 | 7800X3D - $449.00',
        'GPU: RTX [4070] Super - $599.99',
        'Storage: WD_BLACK SN850X 1TB - $185.51',
        '',
        'Total: $1,234.50',
        'Estimated wattage: 450 W',
        'https://rigforge.example/shared/abc',
      ].join('\n'),
    );
  });

  it('leaves out what the build does not have', () => {
    const bare: ExportableBuild = {
      title: 'Bare',
      description: '   ',
      totalPrice: 0.1 + 0.2,
      components: [{ type: 'RAM', name: 'Kit', price: 0.1 + 0.2 }],
      estimatedWattage: null,
      url: null,
    };
    expect(exportBuild(bare, 'markdown')).toBe(
      [
        '# Bare',
        '',
        '| Type | Part | Price |',
        '| --- | --- | ---: |',
        '| RAM | Kit | $0.30 |',
        '| **Total** | | **$0.30** |',
      ].join('\n'),
    );
    expect(exportBuild(bare, 'reddit')).toBe(
      [
        '**Bare**',
        '',
        'Type|Item|Price',
        ':----|:----|:----',
        '**RAM** | Kit | $0.30',
        '| *Total* | | **$0.30**',
        '',
        '*Generated by RigForge*',
      ].join('\n'),
    );
    expect(exportBuild(bare, 'text')).toBe(['Bare', '', 'RAM: Kit - $0.30', '', 'Total: $0.30'].join('\n'));
  });

  it('keeps every table row to three cells whatever the names hold', () => {
    const nasty: ExportableBuild = {
      title: 'a|b\\c [d]',
      totalPrice: 10,
      components: [
        { type: 'Case', name: 'Pipe | in | name', price: 1 },
        { type: 'Case', name: 'Back\\slash \\| escaped pipe', price: 2 },
        { type: 'Case', name: 'Line\nbreak\r\nand\ttab', price: 3 },
      ],
    };
    const md = exportBuild(nasty, 'markdown').split('\n');
    const rows = md.filter((l) => l.startsWith('| Case'));
    expect(rows).toEqual([
      '| Case | Pipe \\| in \\| name | $1.00 |',
      '| Case | Back\\\\slash \\\\\\| escaped pipe | $2.00 |',
      '| Case | Line break and tab | $3.00 |',
    ]);
    /** The cells of a table row: split on pipes not escaped by a backslash (escaped backslashes are pairs). */
    const cells = (row: string) => row.replace(/\\\\/g, '').split(/(?<!\\)\|/).length;
    for (const row of rows) expect(cells(row)).toBe(5);
    const reddit = exportBuild({ ...nasty, url: 'https://rigforge.example/shared/x' }, 'reddit').split('\n');
    expect(reddit[0]).toBe('[a\\|b\\\\c \\[d\\]](https://rigforge.example/shared/x)');
    for (const row of reddit.filter((l) => l.startsWith('**Case**'))) expect(cells(row)).toBe(3);
    expect(exportBuild(nasty, 'reddit').split('\n')[0]).toBe('**a\\|b\\\\c [d]**');
  });
});
