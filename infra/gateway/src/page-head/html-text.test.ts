import { escapeHtml, jsonForScript, shortened } from './html-text';

describe('text written into a page head', () => {
  it('escapes what could end an attribute or an element', () => {
    expect(escapeHtml(`Iron & "Fe" <b>'s`)).toBe('Iron &#38; &#34;Fe&#34; &#60;b&#62;&#39;s');
  });

  it('writes JSON no text can close its script with, and that still parses to the same value', () => {
    const value = { name: '</script><!-- \u2028' };

    const written = jsonForScript(value);

    expect(written).not.toMatch(/<\/script|<!--|\u2028/);
    expect(JSON.parse(written)).toEqual(value);
  });

  it('shortens a description at the end of a word, with an ellipsis, and leaves a short one alone', () => {
    expect(shortened('Measures   vitamin D.\n', 160)).toBe('Measures vitamin D.');
    expect(shortened('Measures the level of vitamin D in the blood', 30)).toBe('Measures the level of vitamin…');
    expect(shortened('Measures the level of vitamin D in the blood', 30).length).toBeLessThanOrEqual(30);
  });
});
