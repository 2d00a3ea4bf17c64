import { describe, expect, it } from 'vitest';
import { installReason } from './ensure-deps.mjs';

const lock = {
  packages: {
    '': { name: 'storefront-elements' },
    'node_modules/react': { version: '19.3.1', integrity: 'sha512-react' },
    'node_modules/@esbuild/linux-x64': { version: '0.28.2', optional: true },
    'node_modules/@esbuild/darwin-arm64': { version: '0.28.2', optional: true },
  },
};
const installed = {
  packages: {
    'node_modules/react': { version: '19.3.1', integrity: 'sha512-react' },
    'node_modules/@esbuild/linux-x64': { version: '0.28.2' },
  },
};
const onDisk = () => true;

describe('installReason', () => {
  it('installs nothing when node_modules holds what the lockfile says, however new the lockfile file is', () => {
    expect(installReason(lock, installed, onDisk)).toBeUndefined();
  });

  it('installs when node_modules was never installed', () => {
    expect(installReason(lock, undefined, onDisk)).toMatch(/node_modules\/\.package-lock\.json is missing/);
  });

  it('installs when the lockfile asks for another version', () => {
    const newer = { packages: { ...lock.packages, 'node_modules/react': { version: '19.4.0', integrity: 'sha512-new' } } };
    expect(installReason(newer, installed, onDisk)).toBe('node_modules/react is 19.3.1, the lockfile wants 19.4.0');
  });

  it('installs when the same version has other content', () => {
    const other = { packages: { ...lock.packages, 'node_modules/react': { version: '19.3.1', integrity: 'sha512-other' } } };
    expect(installReason(other, installed, onDisk)).toMatch(/integrity/);
  });

  it('installs when the lockfile gained a package', () => {
    const more = { packages: { ...lock.packages, 'node_modules/zod': { version: '4.6.7' } } };
    expect(installReason(more, installed, onDisk)).toBe('node_modules/zod is not installed');
  });

  it('installs when a package folder was deleted by hand', () => {
    expect(installReason(lock, installed, (dir) => dir !== 'node_modules/react')).toBe('node_modules/react was removed from disk');
  });

  it('installs when node_modules holds a package the lockfile dropped', () => {
    const fewer = { packages: { '': {}, 'node_modules/@esbuild/linux-x64': lock.packages['node_modules/@esbuild/linux-x64'] } };
    expect(installReason(fewer, installed, onDisk)).toBe('node_modules/react is installed but not in the lockfile');
  });
});
