import { describe, expect, it } from 'vitest';
import { describeUserAgent } from '../../src/security/user-agent.js';

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1', { browser: 'Safari 17', os: 'iOS 17', kind: 'mobile' }],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', { browser: 'Microsoft Edge 131', os: 'Windows NT', kind: 'desktop' }],
    ['', { browser: '', os: '', kind: '' }],
    ['curl/8.5.0', { browser: '', os: '', kind: '' }],
  ])('%s', (userAgent, expected) => {
    const described = describeUserAgent(userAgent);
    expect(described.browser).toBe(expected.browser);
    expect(described.kind).toBe(expected.kind);
    expect(described.os.startsWith(expected.os)).toBe(true);
  });
});
