import { describe, expect, it } from 'vitest';
import { deviceNameOf } from './device-name';

describe('deviceNameOf', () => {
  it.each([
    {
      device: 'Chrome on Android',
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      name: 'Chrome · Android',
    },
    {
      device: 'Safari on iPhone',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      name: 'Safari · iOS',
    },
    {
      device: 'Edge on Windows',
      userAgent:
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      name: 'Edge · Windows',
    },
    {
      device: 'Firefox on Linux',
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      name: 'Firefox · Linux',
    },
    { device: 'a script', userAgent: 'curl/8.5.0', name: 'fallback' },
    { device: 'nothing said', userAgent: undefined, name: 'fallback' },
  ])('names $device "$name"', ({ userAgent, name }) => {
    expect(deviceNameOf(userAgent, 'fallback')).toBe(name);
  });
});
