import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ANALYTE_DICTIONARY, knowledgeArticlePath } from '@labshop/shared-contracts/core';
import { currentLocation, renderAt } from '@labshop/shared-contracts/testing';
import { KnowledgePage } from './knowledge-page';

function show(path: string) {
  renderAt(
    path,
    <Routes>
      <Route path="/knowledge/:slug?" element={<KnowledgePage />} />
    </Routes>,
  );
}

const TSH = ANALYTE_DICTIONARY.find((entry) => entry.name.includes('TSH'));

describe('the knowledge pages', () => {
  it('lists an article for every marker of the dictionary', () => {
    show('/knowledge');
    expect(screen.getByRole('heading', { level: 1, name: 'Knowledge' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`${ANALYTE_DICTIONARY.length} articles`);
  });

  it('finds articles by the words a reader types', async () => {
    if (!TSH) throw new Error('the dictionary has no TSH');
    show('/knowledge');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search the articles' }), 'tsh');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentLocation()).toBe('/knowledge?q=tsh');
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: TSH.name })).toHaveAttribute('href', knowledgeArticlePath(TSH));
  });

  it('says so when nothing matches', () => {
    show('/knowledge?q=zebra');
    expect(screen.getByRole('heading', { name: 'No article matches “zebra”' })).toBeInTheDocument();
  });

  it("explains a marker in the dictionary's words", () => {
    if (!TSH) throw new Error('the dictionary has no TSH');
    show(knowledgeArticlePath(TSH));
    expect(screen.getByRole('heading', { level: 1, name: TSH.name })).toBeInTheDocument();
    expect(screen.getByText(TSH.measures)).toBeInTheDocument();
    expect(screen.getByText(TSH.talkToDoctor)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'A high value' })).toBeInTheDocument();
  });

  it('answers the not-found page for an article that does not exist', () => {
    show('/knowledge/no-such-marker');
    expect(screen.queryByRole('heading', { level: 1, name: 'Knowledge' })).not.toBeInTheDocument();
  });
});
