import type { TestDetail } from '@labshop/shared-contracts/core';
import { ItemFaq } from './item-faq';
import { ItemPreparation } from './item-preparation';
import { itemQuestions } from './item-questions';
import type { ItemSection } from './item-sections';

type Described = Pick<
  TestDetail,
  | 'kind'
  | 'description'
  | 'audience'
  | 'requiresFasting'
  | 'preparation'
  | 'sampleType'
  | 'turnaroundDays'
  | 'attributes'
  | 'isAvailable'
  | 'location'
  | 'faq'
>;

/** What a test and a package both tell before their contents: what it measures, whom it is for, how to prepare. */
export function leadingSections(item: Described): ItemSection[] {
  const sections: ItemSection[] = [];
  if (item.description) {
    sections.push({ id: 'what-it-measures', title: 'What it measures', content: <p>{item.description}</p> });
  }
  if (item.audience) {
    sections.push({ id: 'who-it-is-for', title: 'Who it is for', content: <p>{item.audience}</p> });
  }
  sections.push({ id: 'preparation', title: 'Preparation', content: <ItemPreparation item={item} /> });
  return sections;
}

/** The questions section every item ends with, answered from its own facts. */
export function questionsSection(item: Described): ItemSection {
  return {
    id: 'questions',
    title: 'Frequently asked questions',
    content: <ItemFaq questions={itemQuestions(item)} />,
  };
}
