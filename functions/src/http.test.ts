import { describe, expect, it } from 'vitest';
import { addressKey, isJsonType } from './http.ts';

describe('addressKey', () => {
  it('keeps IPv4 (also when mapped into IPv6) and groups IPv6 by its /64', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::7')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('isJsonType', () => {
  it('is application/json with a utf-8 charset at most', () => {
    expect(isJsonType('application/json')).toBe(true);
    expect(isJsonType('application/json; charset=UTF-8')).toBe(true);
    expect(isJsonType('application/json;charset="utf-8"')).toBe(true);
    expect(isJsonType(undefined)).toBe(false);
    expect(isJsonType('application/jsonp')).toBe(false);
    expect(isJsonType('text/plain; x=application/json')).toBe(false);
    expect(isJsonType('application/json; boundary=x')).toBe(false);
  });
});
