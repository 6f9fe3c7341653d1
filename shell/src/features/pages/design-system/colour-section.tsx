import {
  AA_MINIMUM,
  contrastRatio,
  parseColor,
  toHex,
  TOKEN_PAIRS,
  type TokenPair,
} from '@labshop/shared-contracts/web/ui';
import type { DesignToken } from './read-tokens';
import { TokenSection } from './token-section';
import styles from './design-system.module.css';

const COLOUR_GROUPS = [
  { title: 'Brand ramp', test: /^--ls-color-brand-/ },
  { title: 'Neutral ramp', test: /^--ls-color-neutral-/ },
  { title: 'States', test: /^--ls-color-(success|warning|danger|info|error)/ },
  { title: 'Roles', test: /./ },
];

/** A ramp step has no pair of its own: it is measured against white and the body text. */
const RAMP_PAIRS = ['--ls-color-neutral-0', '--ls-color-text'];

const short = (name: string) => name.replace('--ls-color-', '');

function ratioOf(values: ReadonlyMap<string, string>, first: string, second: string): number | null {
  const one = parseColor(values.get(first) ?? '');
  const other = parseColor(values.get(second) ?? '');
  return one && other ? contrastRatio(one, other) : null;
}

const formatRatio = (ratio: number | null) => (ratio === null ? 'not measured' : `${ratio.toFixed(2)}:1`);

/** A solid colour as hex; one with transparency (the backdrop) as written, since hex would hide it. */
function shownValue(value: string): string {
  const colour = parseColor(value);
  return colour && !value.includes('/') && !value.startsWith('rgba') ? toHex(colour) : value;
}

/** Each colour: a swatch, its value as hex, and its measured contrast against the colours it is drawn with. */
export function ColourSection({ tokens }: { tokens: readonly DesignToken[] }) {
  const values = new Map(tokens.map((token) => [token.name, token.value]));
  const placed = new Set<string>();
  const groups = COLOUR_GROUPS.map((group) => {
    const members = tokens.filter((token) => !placed.has(token.name) && group.test.test(token.name));
    members.forEach((token) => placed.add(token.name));
    return { title: group.title, members };
  });
  return (
    <TokenSection
      id="colour"
      title="Colour"
      intro="Each swatch gives its value and its contrast with the colours it is drawn with, measured in this browser. Text needs 4.5:1, borders and focus rings 3:1 (WCAG 2.2 AA)."
    >
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul className={styles.swatches} aria-label={group.title}>
            {group.members.map((token) => (
              <Swatch key={token.name} token={token} values={values} />
            ))}
          </ul>
        </div>
      ))}
      <h3 className={styles.groupTitle}>Pairs that must meet AA</h3>
      <ul className={styles.pairs} aria-label="Pairs that must meet AA">
        {TOKEN_PAIRS.map((pair) => (
          <PairRow key={`${pair.foreground} ${pair.background}`} pair={pair} values={values} />
        ))}
      </ul>
    </TokenSection>
  );
}

function Swatch({ token, values }: { token: DesignToken; values: ReadonlyMap<string, string> }) {
  const colour = parseColor(token.value);
  const pairs = TOKEN_PAIRS.filter((pair) => pair.foreground === token.name || pair.background === token.name);
  const partners = pairs.length
    ? pairs.map((pair) => (pair.foreground === token.name ? pair.background : pair.foreground))
    : RAMP_PAIRS;
  return (
    <li className={styles.swatch}>
      {/* The swatch is the token itself, so its colour comes from the variable it shows. */}
      <span className={styles.swatchColour} style={{ background: `var(${token.name})` }} />
      <code className={styles.tokenName}>{short(token.name)}</code>
      <span className={styles.tokenValue}>{shownValue(token.value)}</span>
      {colour ? (
        <ul className={styles.ratios} aria-label={`Contrast of ${short(token.name)}`}>
          {partners.map((partner) => (
            <li key={partner}>
              {formatRatio(ratioOf(values, token.name, partner))} with {short(partner)}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function PairRow({ pair, values }: { pair: TokenPair; values: ReadonlyMap<string, string> }) {
  const ratio = ratioOf(values, pair.foreground, pair.background);
  const minimum = AA_MINIMUM[pair.use];
  const passes = ratio !== null && ratio >= minimum;
  return (
    <li className={styles.pair}>
      <span
        className={pair.use === 'text' ? styles.pairSample : styles.pairSampleUi}
        style={
          pair.use === 'text'
            ? { color: `var(${pair.foreground})`, background: `var(${pair.background})` }
            : { borderColor: `var(${pair.foreground})`, background: `var(${pair.background})` }
        }
        aria-hidden="true"
      >
        {pair.use === 'text' ? 'Aa' : null}
      </span>
      <span className={styles.pairText}>
        <span>
          <code>{short(pair.foreground)}</code> on <code>{short(pair.background)}</code>
        </span>
        <span className={styles.tokenValue}>
          {formatRatio(ratio)}, {pair.use === 'text' ? 'text' : 'a border or ring'} needs {minimum}:1 ·{' '}
          <strong className={passes ? styles.pass : styles.fail}>{passes ? 'Passes AA' : 'Fails AA'}</strong>
        </span>
      </span>
    </li>
  );
}
