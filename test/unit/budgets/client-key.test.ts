import { clientOfAddress } from '../../../src/http/client-key';

describe('clientOfAddress: who a budget belongs to', () => {
  it('keeps an IPv4 address as it is, also when it arrives IPv4-mapped on a dual-stack socket', () => {
    expect(clientOfAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOfAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOfAddress('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(clientOfAddress('203.0.113.8')).not.toBe(clientOfAddress('203.0.113.7'));
  });

  it('buckets every IPv6 address of one /64 together, however it is written', () => {
    const client = clientOfAddress('2001:db8:85a3:8d3::1');
    expect(client).toBe('2001:db8:85a3:8d3::/64');
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:8D3::ABCD',
      '2001:db8:85a3:8d3:0:0:0:2',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:85a3:8d3::9'),
      '2001:db8:85a3:8d3::1.2.3.4',
    ]) {
      expect({ address, client: clientOfAddress(address) }).toEqual({ address, client });
    }
  });

  it('keeps different /64 networks apart, and handles the shortest forms', () => {
    expect(clientOfAddress('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(clientOfAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientOfAddress('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientOfAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientOfAddress('::')).toBe('0:0:0:0::/64');
    expect(clientOfAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('names a missing address rather than failing', () => {
    expect(clientOfAddress(undefined)).toBe('unknown');
  });
});
