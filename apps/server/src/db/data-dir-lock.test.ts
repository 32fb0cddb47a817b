import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'askhr-lock-'));
  afterEach(() => fs.rmSync(path.join(dir, 'pglite.pid'), { force: true }));

  it('locks, and releases on close', () => {
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pglite.pid'))).toBe(false);
  });

  it('refuses a folder held by another live process', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      fs.writeFileSync(path.join(dir, 'pglite.pid'), String(child.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${child.pid}`);
    } finally {
      child.kill();
    }
  });

  it('takes over the file of a process that died', async () => {
    const child = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => child.on('exit', resolve));
    fs.writeFileSync(path.join(dir, 'pglite.pid'), String(child.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'pglite.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
