import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaptchaCheck } from './captcha-check';
import { solveChallenge } from './solve-challenge';

// Node's Web Crypto, as the page has the browser's (the test page has none of its own).
const { webcrypto } = jest.requireActual<{ webcrypto: Crypto }>('node:crypto');

const CHALLENGE = { challenge: 'abc.def', difficulty: 0, expiresAt: '2099-01-01T00:00:00Z' };

describe('the captcha check', () => {
  it('says it is checking, then that the visitor is verified, and hands the solution on', async () => {
    const onChange = jest.fn();
    render(<CaptchaCheck onChange={onChange} getChallenge={async () => CHALLENGE} solve={async (c) => `${c}:7`} />);
    expect(screen.getByText('Checking you are a person…')).toBeInTheDocument();
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('abc.def:7');
  });

  it('says when the check could not be done, and tries again on request', async () => {
    const getChallenge = jest
      .fn<Promise<typeof CHALLENGE>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(CHALLENGE);
    const onFailure = jest.fn();
    render(
      <CaptchaCheck
        onChange={jest.fn()}
        onFailure={onFailure}
        getChallenge={getChallenge}
        solve={async (c) => `${c}:0`}
      />,
    );
    expect(await screen.findByText('The check could not be done.')).toBeInTheDocument();
    expect(onFailure).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try the check again' }));
    expect(await screen.findByText('Verified')).toBeInTheDocument();
  });

  it('solves a new challenge when asked for another round', async () => {
    const onChange = jest.fn();
    let served = 0;
    const getChallenge = async () => ({ ...CHALLENGE, challenge: `c${(served += 1)}.sig` });
    const solve = async (c: string) => `${c}:0`;
    const { rerender } = render(<CaptchaCheck onChange={onChange} getChallenge={getChallenge} solve={solve} />);
    await screen.findByText('Verified');
    rerender(<CaptchaCheck onChange={onChange} getChallenge={getChallenge} solve={solve} round={1} />);
    await screen.findByText('Verified');
    expect(onChange).toHaveBeenLastCalledWith('c2.sig:0');
  });
});

describe('solving a challenge', () => {
  it('finds a nonce whose SHA-256 starts with the asked zero bits', async () => {
    const solution = await solveChallenge('abc.def', 8, undefined, webcrypto.subtle as SubtleCrypto);
    const digest = new Uint8Array(await webcrypto.subtle.digest('SHA-256', new TextEncoder().encode(solution)));
    expect(digest[0]).toBe(0);
  });

  it('stops when the page no longer needs it', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge('abc.def', 30, controller.signal, webcrypto.subtle as SubtleCrypto)).rejects.toThrow();
  });
});
