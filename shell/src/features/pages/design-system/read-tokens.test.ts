import { groupTokens, readTokens } from './read-tokens';

function loadStyles(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return () => style.remove();
}

describe('reading the design tokens from the page', () => {
  it('lists every --ls- token on :root in order, following a token named after another to its value', () => {
    const unload = loadStyles(`
      :root { --ls-color-brand-700: #0a5c8a; --ls-color-primary: var(--ls-color-brand-700); --other: 1px; }
      .card { --ls-space-9: 9rem; }
      @media (prefers-reduced-motion: reduce) { :root { --ls-duration-fast: 0ms; } }
      :root { --ls-space-1: 0.25rem; }
    `);
    expect(readTokens()).toEqual([
      { name: '--ls-color-brand-700', declared: '#0a5c8a', value: '#0a5c8a' },
      { name: '--ls-color-primary', declared: 'var(--ls-color-brand-700)', value: '#0a5c8a' },
      { name: '--ls-space-1', declared: '0.25rem', value: '0.25rem' },
    ]);
    unload();
  });

  it('puts each token in the section its name starts with, and the rest under other tokens', () => {
    const token = (name: string) => ({ name, declared: '', value: '' });
    const groups = groupTokens(
      ['--ls-color-text', '--ls-text-h1-size', '--ls-font-sans', '--ls-ease-enter', '--ls-z-modal'].map(token),
    );
    expect(groups.colour.map(({ name }) => name)).toEqual(['--ls-color-text']);
    expect(groups.type.map(({ name }) => name)).toEqual(['--ls-text-h1-size', '--ls-font-sans']);
    expect(groups.motion.map(({ name }) => name)).toEqual(['--ls-ease-enter']);
    expect(groups.other.map(({ name }) => name)).toEqual(['--ls-z-modal']);
  });
});
