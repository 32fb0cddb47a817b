import { describe, expect, it } from 'vitest';
import { isLoopbackAddress, isLoopbackUrl } from './loopback';

describe('isLoopbackAddress', () => {
  it.each(['127.0.0.1', '127.255.10.2', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '::ffff:7f00:1'])(
    'accepts %s',
    (address) => expect(isLoopbackAddress(address)).toBe(true),
  );

  it.each([
    undefined,
    '',
    'localhost',
    '10.0.0.5',
    '128.0.0.1',
    '0.0.0.0',
    '::',
    '::ffff:10.0.0.5',
    '::127.0.0.1',
    'fe80::1%lo',
    '127.0.0.1.example.org',
    '127.1',
  ])('refuses %s', (address) => expect(isLoopbackAddress(address)).toBe(false));
});

describe('isLoopbackUrl', () => {
  it.each([
    'http://localhost:3978',
    'http://LOCALHOST/',
    'http://127.0.0.1:50000/',
    'https://127.9.9.9/',
    'http://[::1]:3978/',
    'http://[0:0::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    // the URL parser turns these into 127.0.0.1, so a connection does go to this machine
    'http://127.1/',
    'http://0x7f000001/',
    'http://2130706433/',
  ])('accepts %s', (url) => expect(isLoopbackUrl(url)).toBe(true));

  it.each([
    'http://127.0.0.1.example.org/',
    'http://127.0.0.1%2eexample.org/',
    'http://localhost.example.org/',
    'http://localhost./',
    'http://0x7f.example/',
    'http://127.0.0.1@attacker.example/',
    'http://0.0.0.0:3978/',
    'http://[::]/',
    'http://[::ffff:a00:5]/',
    'http://169.254.169.254/',
    'https://attacker.example',
    'ftp://127.0.0.1/',
    'file:///etc/passwd',
    'not a url',
  ])('refuses %s', (url) => expect(isLoopbackUrl(url)).toBe(false));
});
