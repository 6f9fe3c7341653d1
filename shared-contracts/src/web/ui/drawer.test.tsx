import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu
      </button>
      <Drawer open={open} title="Menu" onClose={() => setOpen(false)}>
        <a href="/tests">Tests</a>
        <a href="/packages">Packages</a>
      </Drawer>
    </>
  );
}

async function openDrawer() {
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Menu' });
  await userEvent.click(opener);
  return opener;
}

describe('Drawer', () => {
  it('is a labelled modal dialog whose first link takes focus', async () => {
    await openDrawer();
    expect(screen.getByRole('dialog', { name: 'Menu' })).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('link', { name: 'Tests' })).toHaveFocus();
  });

  it('keeps Tab inside, closes on Escape and gives focus back to the opener', async () => {
    const opener = await openDrawer();
    screen.getByRole('link', { name: 'Packages' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from its close button and from a click beside the panel, not from one inside it', async () => {
    await openDrawer();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    fireEvent.mouseDown(dialog);
    expect(dialog).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
