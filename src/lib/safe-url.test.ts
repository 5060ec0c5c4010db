import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeImageUrl } from './safe-url';

describe('safeHttpUrl', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(safeHttpUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHttpUrl(' HTTP://example.com ')).toBe('http://example.com/');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    '/relative/path',
    'vbscript:msgbox',
    'https://',
    '',
  ])('rejects %j', (value) => {
    expect(safeHttpUrl(value)).toBeNull();
  });

  it('accepts null and undefined', () => {
    expect(safeHttpUrl(null)).toBeNull();
    expect(safeHttpUrl(undefined)).toBeNull();
  });
});

describe('safeImageUrl', () => {
  it('keeps https URLs only', () => {
    expect(safeImageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(safeImageUrl('HTTPS://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it.each([
    'http://cdn.example/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    '//cdn.example/a.png',
    null,
  ])('rejects %j', (value) => {
    expect(safeImageUrl(value)).toBeNull();
  });
});
