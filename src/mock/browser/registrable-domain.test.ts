import { describe, expect, it } from 'vitest';
import { getDomain } from './registrable-domain';

describe('getDomain (the demo build stand-in for tldts)', () => {
  it('answers as tldts does for the hosts the demo meets', () => {
    // tldts 7's answers for these, with ICANN and private domains allowed (as tough-cookie asks).
    expect(getDomain('example.com')).toBe('example.com');
    expect(getDomain('a.b.example.com')).toBe('example.com');
    expect(getDomain('App.Localhost')).toBe('app.localhost');
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('[::1]')).toBeNull();
  });

  it('does not know multi-label public suffixes: the last two labels, where tldts says three', () => {
    expect(getDomain('boards.example.co.uk')).toBe('co.uk');
  });

  it('has no domain for an empty label', () => {
    expect(getDomain('a..com')).toBeNull();
    expect(getDomain('')).toBeNull();
  });
});
