import type { CatalogueFaqEntry } from '@labshop/shared-contracts/core';
import { Accordion } from '@labshop/shared-contracts/web/ui';

/** Questions that open to their answers: the kit's accordion, each question a heading under the section's own. */
export function ItemFaq({ questions }: { questions: CatalogueFaqEntry[] }) {
  return (
    <Accordion
      headingLevel={3}
      items={questions.map((entry, index) => ({
        id: String(index),
        title: entry.question,
        content: <p>{entry.answer}</p>,
      }))}
    />
  );
}
