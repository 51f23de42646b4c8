import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '../embedded';

describe('acquireDataDirLock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rigforge-lock-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('takes and releases the lock', () => {
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'rigforge.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'rigforge.lock'))).toBe(false);
  });

  it('refuses with a clear message while a live process holds it', () => {
    // The parent of this test process is alive for sure.
    fs.writeFileSync(path.join(dir, 'rigforge.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(`already in use by another RigForge process (pid ${process.ppid})`);
  });

  it('takes over a stale lock left by a dead process', () => {
    fs.writeFileSync(path.join(dir, 'rigforge.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'rigforge.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
