import { validateMessage, validateSubject } from './text-lengths';
import { characterCount } from './text-length';

describe('subject and message lengths', () => {
  it.each([
    ['', 'Enter the subject.'],
    ['ab', 'The subject must have at least 3 characters.'],
    ['  ab  ', 'The subject must have at least 3 characters.'],
    ['abc', null],
    ['s'.repeat(255), null],
    ['s'.repeat(256), 'The subject must have at most 255 characters.'],
  ])('answers a subject of %j with %j', (subject, message) => {
    expect(validateSubject(subject)).toBe(message);
  });

  it.each([
    ['', 'Enter the message.'],
    ['hi', 'The message must have at least 3 characters.'],
    ['hi!', null],
    ['m'.repeat(1000), null],
    ['m'.repeat(1001), 'The message must have at most 1000 characters.'],
  ])('answers a message of %j with %j', (message, answer) => {
    expect(validateMessage(message)).toBe(answer);
  });

  it('counts an emoji as one character', () => {
    expect(characterCount('ok👍')).toBe(3);
    expect(validateMessage('👍'.repeat(1000))).toBeNull();
  });
});
