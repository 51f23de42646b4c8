import fs from 'node:fs';
import path from 'node:path';
import { selectionOf } from '../static-selection';

const sdl = fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8');

describe('the static export selection (docs/static-deployment.md)', () => {
  it('selects every current field a guest reads, objects included', () => {
    const component = selectionOf(sdl, 'Component');
    expect(component).toMatch(/\bname\b/);
    expect(component).toMatch(/\bpriceCents\b/);
    expect(component).toMatch(/specs \{ [^}]*\bvalue\b/);
    expect(selectionOf(sdl, 'BuildGuide')).toMatch(/components \{ [^}]*\bname\b/);
  });
  it('leaves out deprecated fields, and objects below the depth asked', () => {
    const guide = selectionOf(sdl, 'BuildGuide');
    expect(guide).toMatch(/\bbudgetCents\b/);
    expect(guide).not.toMatch(/\bbudget\b(?!Cents)/);
    const flat = selectionOf(sdl, 'BuildGuide', 0);
    expect(flat.slice(1)).not.toContain('{');
    expect(flat).toMatch(/\btitle\b/);
  });
  it('refuses a type the schema does not have', () => {
    expect(() => selectionOf(sdl, 'Nope')).toThrow('No object type Nope in the schema');
  });
});
