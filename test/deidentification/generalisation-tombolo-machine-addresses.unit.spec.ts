import { expectClean, expectFound } from './helpers';

describe('detector: MAC addresses with colons and IP addresses with spoken dots (issue 49, 35th round)', () => {
  it("finds a ring's hardware address in a sync log", () => {
    expectFound('sync ok: ring hw=D8:3A:DD:0C:5E:91 battery 64%', 'D8:3A:DD:0C:5E:91', 'device_identifier');
  });

  it('finds an address of decimal pairs after a word for hardware', () => {
    expectFound('Bluetooth address 10:24:56:77:31:08 paired with the blood pressure cuff.', '10:24:56:77:31:08');
  });

  it('finds a home router address read out with "dot"', () => {
    expectFound('Her hub connects through 10 dot 0 dot 0 dot 138 at home.', '10 dot 0 dot 0 dot 138', 'ip_address');
  });

  it('leaves a run of six times or ratios with no hardware word', () => {
    expectClean('Splits were 12:30:45:10:05:22 across the six laps of the walk test.');
  });

  it('leaves a number said with a point and numbers over 255', () => {
    expectClean('Her pain was 3 point 5 out of 10 and the score 300 dot 2 dot 1 dot 9 was a typo.');
  });

  it('leaves a certificate fingerprint of more than six pairs', () => {
    expectClean('Fingerprint 3A:4F:1B:C2:9D:07:E8:55:21:AB on the vendor certificate.');
  });
});
