import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from './drawer';
import { Modal } from './modal';

function Harness({ side, onClose = () => undefined }: { side?: 'left' | 'right'; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Categories and filters
      </button>
      <Drawer
        open={open}
        side={side}
        title="Categories and filters"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Show results
          </button>
        }
      >
        <a href="/tests/thyroid">Thyroid</a>
        <button type="button" onClick={() => setAsking(true)}>
          Choose a city
        </button>
      </Drawer>
      <Modal open={asking} title="Choose a city" onCancel={() => setAsking(false)}>
        <button type="button">Warsaw</button>
      </Modal>
    </>
  );
}

async function openDrawer() {
  const opener = screen.getByRole('button', { name: 'Categories and filters' });
  await userEvent.click(opener);
  return { opener, drawer: screen.getByRole('dialog', { name: 'Categories and filters' }) };
}

describe('Drawer', () => {
  it('opens as a labelled modal dialog and takes focus', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const { drawer } = await openDrawer();
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(within(drawer).getByRole('link', { name: 'Thyroid' })).toHaveFocus();
  });

  it('slides in from the side it is given, the left by default', async () => {
    const { unmount } = render(<Harness />);
    expect((await openDrawer()).drawer).toHaveClass('left');
    unmount();
    render(<Harness side="right" />);
    expect((await openDrawer()).drawer).toHaveClass('right');
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const { opener } = await openDrawer();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const { drawer, opener } = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a tap beside the sheet', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    await openDrawer();
    const backdrop = document.querySelector('.backdrop');
    if (!backdrop) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the sheet', async () => {
    render(<Harness />);
    const { drawer } = await openDrawer();
    within(drawer).getByRole('button', { name: 'Show results' }).focus();
    await userEvent.tab();
    expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(drawer).getByRole('button', { name: 'Show results' })).toHaveFocus();
  });

  it('holds the page still behind it, and lets it scroll again once closed', async () => {
    document.body.style.overflow = 'auto';
    render(<Harness />);
    await openDrawer();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('leaves Escape to a dialog opened over it', async () => {
    render(<Harness />);
    const { drawer } = await openDrawer();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Choose a city' }));
    expect(screen.getByRole('button', { name: 'Warsaw' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Choose a city' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Categories and filters' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    expect(within(drawer).getByRole('button', { name: 'Choose a city' })).toHaveFocus();
  });
});
