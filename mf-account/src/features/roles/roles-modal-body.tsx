import { useId, useState, type FormEvent } from 'react';
import { getEventBus, useLatestEvent } from '@labshop/shared-contracts/web';
import { ROLES, type Role } from '@labshop/shared-contracts/core';
import { Button, showToast, type ModalBodyProps } from '@labshop/shared-contracts/web/ui';
import { toastIfForbidden } from '../../lib/forbidden';
import { MESSAGES } from '../../lib/messages';
import { ROLE_HOME, ROLE_LABELS, switchRole } from './switch-role';
import styles from '../../lib/form.module.css';

export const ROLES_TITLE = 'Switch role';

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/**
 * rolesModal: an account holding several roles chooses the one it acts in. The switch is stored for
 * this session by the API; the visitor then lands where that role starts. Confirms with the new role.
 */
export function RolesBody({ confirm, cancel }: ModalBodyProps) {
  const session = useLatestEvent('session:changed');
  const user = session?.user ?? null;
  const legendId = useId();
  const [chosen, setChosen] = useState<Role | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!user || !session?.token) return <p>Log in to switch your role.</p>;
  const selected = chosen ?? user.activeRole;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (selected === user.activeRole) {
      cancel();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const role = await switchRole(selected);
      showToast(`You now act as: ${ROLE_LABELS[role]}.`, { type: 'success' });
      confirm(role);
      getEventBus().emit('navigate:requested', { to: ROLE_HOME[role] });
    } catch (error) {
      setFailure(toastIfForbidden(error) ? MESSAGES.forbidden : MESSAGES.unexpected);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className={styles.form} aria-label={ROLES_TITLE} noValidate>
      {failure ? (
        <div role="alert" className={styles.alert}>
          <p>{failure}</p>
        </div>
      ) : null}
      <fieldset className={styles.group} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          Act as
        </legend>
        {user.roles.map((role) => (
          <label key={role} className={styles.choice}>
            <input
              type="radio"
              name="role"
              value={role}
              checked={selected === role}
              onChange={(event) => (isRole(event.target.value) ? setChosen(event.target.value) : undefined)}
            />{' '}
            {ROLE_LABELS[role]}
            {role === user.activeRole ? ' (current)' : ''}
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="modal" disabled={busy}>
        {busy ? 'Switching…' : 'Switch role'}
      </Button>
    </form>
  );
}
