import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreeningWarningProps } from '@labshop/shared-contracts/core';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { TestModalHost } from '@labshop/shared-contracts/testing';
import { holdCatalogueModals } from '../../app/catalogue-modals';

const PROPS: ScreeningWarningProps = {
  package: { id: 'women-40-basic', name: 'Women 40+ basic' },
  targetSex: 'female',
  age: { from: 40, to: null },
  mismatches: [
    { patientName: 'Jan Nowak', reasons: ['sex'] },
    { patientName: 'Ola Nowak', reasons: ['age'] },
  ],
};

let release: () => void = () => undefined;
const settled: EventPayload<'modal:settled'>[] = [];
let stop: () => void = () => undefined;

beforeEach(() => {
  settled.length = 0;
  release = holdCatalogueModals();
  const subscription = getEventBus()
    .on('modal:settled')
    .subscribe((event) => settled.push(event));
  stop = () => subscription.unsubscribe();
  render(<TestModalHost />);
  act(() => getEventBus().emit('modal:open', { name: 'screeningServiceWarningModal', props: PROPS }));
});

afterEach(() => {
  release();
  stop();
});

describe('the warning of a screening chosen for a patient it is not meant for', () => {
  it('says whom the programme is for and why each patient does not fit', () => {
    const dialog = screen.getByRole('dialog', { name: 'This screening may not be meant for this patient' });
    expect(dialog).toHaveTextContent('Women 40+ basic is meant for women aged 40 and over.');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Jan Nowak: the programme is meant for another sex.',
      'Ola Nowak: their age is outside the programme’s range.',
    ]);
  });

  it('lets the buyer keep it', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Keep it for them' }));
    expect(settled).toEqual([{ name: 'screeningServiceWarningModal', action: 'confirm', value: { choice: 'go-on' } }]);
  });

  it('lets the buyer choose another patient or package, from the keyboard', async () => {
    expect(screen.getByRole('button', { name: 'Keep it for them' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(settled).toEqual([
      { name: 'screeningServiceWarningModal', action: 'confirm', value: { choice: 'choose-another' } },
    ]);
  });

  it('closes with Escape, keeping what the buyer chose', async () => {
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(settled).toEqual([{ name: 'screeningServiceWarningModal', action: 'cancel', value: undefined }]);
  });
});
