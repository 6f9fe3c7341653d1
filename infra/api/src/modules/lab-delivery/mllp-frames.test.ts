import { MllpFrameReader } from './mllp-frames';
import { securityOf, withoutSecurity } from './hl7/msh-security';

const frame = (text: string) => Buffer.from(`\u000b${text}\u001c\r`);

describe('cutting a TCP stream into MLLP frames', () => {
  it('finds whole messages however the stream is split, passing over bytes between frames', () => {
    const stream = Buffer.concat([frame('MSH|one\r'), Buffer.from('\n'), frame('MSH|two\r')]);
    for (const size of [1, 3, 7, stream.length]) {
      const reader = new MllpFrameReader(1024);
      const messages: string[] = [];
      for (let at = 0; at < stream.length; at += size) {
        messages.push(...reader.push(stream.subarray(at, at + size)).messages.map((each) => each.toString()));
      }
      expect(messages).toEqual(['MSH|one\r', 'MSH|two\r']);
    }
  });

  it('gives up a frame past the limit, keeping only its head', () => {
    const reader = new MllpFrameReader(10);
    expect(reader.push(Buffer.from('\u000bMSH|1234')).tooLarge).toBeNull();
    expect(reader.push(Buffer.from('56789')).tooLarge?.toString()).toBe('MSH|123456789');
  });
});

describe('a lab’s key in MSH-8', () => {
  const message = Buffer.from('MSH|^~\\&|LIS|ALAB|||20260501|lab_key-1|ORU^R01|7|P|2.5.1\rPID|1\r');

  it('is read, and emptied from the message that is kept', () => {
    expect(securityOf(message)).toBe('lab_key-1');
    expect(withoutSecurity(message).toString()).toBe('MSH|^~\\&|LIS|ALAB|||20260501||ORU^R01|7|P|2.5.1\rPID|1\r');
    expect(securityOf(Buffer.from('MSH|^~\\&|LIS|ALAB|||20260501||ORU^R01\r'))).toBeNull();
  });
});
