import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getEventBus, type EventPayload } from '@labshop/shared-contracts/web';
import { registerModalBody, type ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { ModalHost } from './modal-host';

function recordSettled() {
  const settled: EventPayload<'modal:settled'>[] = [];
  const subscription = getEventBus()
    .on('modal:settled')
    .subscribe((event) => settled.push(event));
  return { settled, stop: () => subscription.unsubscribe() };
}

function open(payload: EventPayload<'modal:open'>) {
  act(() => getEventBus().emit('modal:open', payload));
}

describe('modal host', () => {
  it('opens confirmModal by name and settles with confirm', async () => {
    const { settled, stop } = recordSettled();
    render(<ModalHost />);
    open({
      name: 'confirmModal',
      props: { title: 'Remove this test?', message: 'It leaves your cart.', confirmLabel: 'Remove' },
    });
    const dialog = screen.getByRole('dialog', { name: 'Remove this test?' });
    expect(dialog).toHaveTextContent('It leaves your cart.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(settled).toEqual([{ name: 'confirmModal', action: 'confirm' }]);
    stop();
  });

  it('cancels on Escape and returns focus to where it was', async () => {
    const { settled, stop } = recordSettled();
    render(
      <>
        <button type="button">Remove patient</button>
        <ModalHost />
      </>,
    );
    const opener = screen.getByRole('button', { name: 'Remove patient' });
    opener.focus();
    open({ name: 'confirmModal' });
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(settled).toEqual([{ name: 'confirmModal', action: 'cancel' }]);
    expect(opener).toHaveFocus();
    stop();
  });

  it('closes on modal:close without settling', () => {
    const { settled, stop } = recordSettled();
    render(<ModalHost />);
    open({ name: 'chooseCityModal' });
    expect(screen.getByRole('dialog', { name: 'Choose your city' })).toBeInTheDocument();
    act(() => getEventBus().emit('modal:close', { name: 'chooseCityModal' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(settled).toEqual([]);
    stop();
  });

  it('shows the body a remote registered and passes its value on confirm', async () => {
    const { settled, stop } = recordSettled();
    function CityBody({ props, confirm }: ModalBodyProps) {
      return (
        <button type="button" onClick={() => confirm({ city: 'Kraków' })}>
          {`Choose Kraków (${String(props.reason)})`}
        </button>
      );
    }
    const unregister = registerModalBody('chooseCityModal', { title: 'Where should the nurse come?', Body: CityBody });
    render(<ModalHost />);
    open({ name: 'chooseCityModal', props: { reason: 'home visit' } });
    expect(screen.getByRole('dialog', { name: 'Where should the nurse come?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose Kraków (home visit)' }));
    expect(settled).toEqual([{ name: 'chooseCityModal', action: 'confirm', value: { city: 'Kraków' } }]);
    unregister();
    stop();
  });

  it('shows a titled dialog for a remote modal with no registered body', async () => {
    const { settled, stop } = recordSettled();
    render(<ModalHost />);
    open({ name: 'blockedPatientModal', props: { message: 'Contact us to unblock it.' } });
    expect(screen.getByRole('dialog', { name: 'Your account is blocked' })).toHaveTextContent(
      'Contact us to unblock it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(settled).toEqual([{ name: 'blockedPatientModal', action: 'cancel' }]);
    stop();
  });
});
