/**
 * The standard PDF fonts need no font files but only know the Windows-1252 letters. Text outside them is
 * written as its nearest plain form ('≤ 5.2' as '<= 5.2', 'Wiśniewski' as 'Wisniewski') rather than as
 * missing glyphs, so a printed summary stays readable. A power written in superscript is written with a caret
 * ('×10⁹/L' as '×10^9/L'), since dropping the superscript would turn 10⁹ into 109.
 */
const WINDOWS_1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPELLED_OUT: Record<string, string> = { '≤': '<=', '≥': '>=', ł: 'l', Ł: 'L', '−': '-' };

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const POWER = /[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+/gu;

export function pdfText(text: string): string {
  const powers = text.replace(POWER, (power) =>
    [...power].reduce(
      (plain, character) => plain + (character === '⁻' ? '-' : String(SUPERSCRIPT_DIGITS.indexOf(character))),
      '^',
    ),
  );
  let out = '';
  for (const character of powers) {
    const code = character.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.has(character)) {
      out += character;
      continue;
    }
    const plain = SPELLED_OUT[character] ?? character.normalize('NFKD').replace(/[\u0300-\u036f]/gu, '');
    out += /^[\x20-\x7e]+$/u.test(plain) ? plain : '?';
  }
  return out;
}
