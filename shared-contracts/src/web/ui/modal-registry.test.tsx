import { act, render, screen } from '@testing-library/react';
import { getModalBody, registerModalBody, useModalBody } from './modal-registry';

function Probe() {
  const registration = useModalBody('chooseCityModal');
  return <p>{registration ? `registered: ${String(registration.title)}` : 'nothing registered'}</p>;
}

describe('modal body registry', () => {
  it('lets a remote register a body by name and remove it again', () => {
    render(<Probe />);
    expect(screen.getByText('nothing registered')).toBeInTheDocument();
    let unregister = () => {};
    act(() => {
      unregister = registerModalBody('chooseCityModal', { title: 'Choose your city', Body: () => null });
    });
    expect(screen.getByText('registered: Choose your city')).toBeInTheDocument();
    act(() => unregister());
    expect(screen.getByText('nothing registered')).toBeInTheDocument();
    expect(getModalBody('chooseCityModal')).toBeUndefined();
  });

  it('does not let a stale unregister remove a newer registration', () => {
    const first = registerModalBody('authModal', { title: 'Log in', Body: () => null });
    const second = { title: 'Log in again', Body: () => null };
    const removeSecond = registerModalBody('authModal', second);
    first();
    expect(getModalBody('authModal')).toBe(second);
    removeSecond();
  });
});
