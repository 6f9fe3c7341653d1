import { useMemo } from 'react';
import { ColourSection } from './colour-section';
import { ComponentSection } from './component-section';
import { DataSection } from './data-section';
import { DisplaySection } from './display-section';
import { FormSection } from './form-section';
import { MotionSection } from './motion-section';
import { NavigationSection } from './navigation-section';
import { groupTokens, readTokens, TOKEN_GROUPS } from './read-tokens';
import { BreakpointPreview, iconPreview, radiusPreview, shadowPreview, spacingPreview } from './token-previews';
import { TokenList, TokenSection } from './token-section';
import { TypeSection } from './type-section';
import styles from './design-system.module.css';

/**
 * Every design token and the kit's components, drawn live from the stylesheet the page loaded. For the
 * people who build the site: no page links here and search engines are asked not to index it.
 */
export default function DesignSystemPage() {
  const tokens = useMemo(() => readTokens(), []);
  const groups = groupTokens(tokens);
  const sections = [...TOKEN_GROUPS.filter((group) => groups[group.id].length > 0), ...COMPONENTS];
  return (
    <article className={styles.page}>
      <meta name="robots" content="noindex, nofollow" />
      <h1 className={styles.title}>Design system</h1>
      <p className={styles.lead}>
        The tokens of tokens.css and the kit&apos;s components, as this browser draws them. How to use them:
        docs/design-system.md.
      </p>
      <nav aria-label="Sections of the design system">
        <ul className={styles.sectionLinks}>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <ColourSection tokens={groups.colour} />
      <TypeSection tokens={groups.type} />
      <TokenSection id="spacing" title="Spacing" intro="A 4 px scale for gaps, padding and margins.">
        <TokenList label="Spacing tokens" tokens={groups.spacing} preview={spacingPreview} />
      </TokenSection>
      <TokenSection id="radii" title="Radii" intro="Controls take md, cards lg, badges and chips pill.">
        <TokenList label="Radius tokens" tokens={groups.radii} preview={radiusPreview} />
      </TokenSection>
      <TokenSection
        id="shadows"
        title="Shadows and focus"
        intro="sm for cards at rest, md for raised cards and menus, lg for dialogs and drawers."
      >
        <TokenList label="Shadow tokens" tokens={groups.shadows} preview={shadowPreview} />
      </TokenSection>
      <TokenSection id="icons" title="Icons" intro="The kit's icons (lucide-react), sized with the text beside them.">
        <TokenList label="Icon size tokens" tokens={groups.icons} preview={iconPreview} />
      </TokenSection>
      <MotionSection tokens={groups.motion} />
      <TokenSection
        id="breakpoints"
        title="Breakpoints and layout"
        intro="A media query cannot read a variable: CSS writes the number, code reads BREAKPOINTS from the kit."
      >
        <TokenList
          label="Breakpoint tokens"
          tokens={groups.breakpoints}
          preview={(token) => <BreakpointPreview token={token} />}
        />
      </TokenSection>
      {groups.other.length > 0 ? (
        <TokenSection id="other" title="Other tokens">
          <TokenList label="Other tokens" tokens={groups.other} />
        </TokenSection>
      ) : null}
      <ComponentSection />
      <FormSection />
      <DisplaySection />
      <NavigationSection />
      <DataSection />
    </article>
  );
}

const COMPONENTS = [
  { id: 'components', title: 'Buttons and icons' },
  { id: 'forms', title: 'Form controls' },
  { id: 'display', title: 'Cards, badges and messages' },
  { id: 'navigation', title: 'Search, tabs and steps' },
  { id: 'data', title: 'Tables and charts' },
];
