import { getEventBus, useLatestEvent } from '@labshop/shared-contracts/web';
import { ROLES, type Role } from '@labshop/shared-contracts/core';
import { Form, FormAlert, formMessages, FormRadioGroup, submitErrorsFrom } from '@labshop/shared-contracts/web/forms';
import { Button, showToast, type ModalBodyProps } from '@labshop/shared-contracts/web/ui';
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

  if (!user || !session?.token) return <p>Log in to switch your role.</p>;

  const submit = async ({ role }: { role: string }) => {
    if (!isRole(role) || role === user.activeRole) {
      cancel();
      return undefined;
    }
    try {
      const active = await switchRole(role);
      showToast(`You now act as: ${ROLE_LABELS[active]}.`, { type: 'success' });
      confirm(active);
      getEventBus().emit('navigate:requested', { to: ROLE_HOME[active] });
      return undefined;
    } catch (error) {
      return submitErrorsFrom(error, { fields: [], failure: MESSAGES.unexpected });
    }
  };

  const choices = user.roles.map((role) => ({
    value: role,
    label: `${ROLE_LABELS[role]}${role === user.activeRole ? ' (current)' : ''}`,
  }));

  return (
    <Form<{ role: string }>
      initialValues={{ role: user.activeRole }}
      // The choice always holds one of the account's roles, the current one to begin with: nothing to check.
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form
          onSubmit={(event) => void handleSubmit(event)}
          className={styles.form}
          aria-label={ROLES_TITLE}
          noValidate
        >
          <FormAlert messages={formMessages(submitError)} />
          <FormRadioGroup name="role" legend="Act as" choices={choices} />
          <Button type="submit" size="modal" disabled={submitting}>
            {submitting ? 'Switching…' : 'Switch role'}
          </Button>
        </form>
      )}
    />
  );
}
