import { useState, type FormEvent } from 'react';
import { ADMIN_PATHS, AdminAccountList, type AdminAccount } from '@labshop/shared-contracts/core';
import { useApiQuery } from '@labshop/shared-contracts/web';
import { Loading } from '@labshop/shared-contracts/web/remote-kit';
import { Button, SearchField } from '@labshop/shared-contracts/web/ui';
import { runAdminAction } from './admin-action';
import { AdminLoadFailure } from './load-failure';
import styles from './admin.module.css';

const STATUS_LABELS: Readonly<Record<AdminAccount['status'], string>> = { active: 'Active', blocked: 'Blocked' };

/** Finds accounts by e-mail, phone or surname, to block or unblock them. */
export function AccountSearch() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const found = useApiQuery(query === null ? null : ADMIN_PATHS.accounts, {
    query: { query: query ?? '' },
    answer: AdminAccountList,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  const act = async (path: string) => {
    if (await runAdminAction(path)) found.retry();
  };
  return (
    <section aria-labelledby="find-account">
      <h2 id="find-account">Find an account</h2>
      <form role="search" aria-label="Find an account" onSubmit={submit} className={styles.search}>
        <SearchField
          label="E-mail, phone number or surname"
          submitLabel="Find"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
      {query !== null && found.status === 'loading' ? <Loading label="Looking for accounts…" /> : null}
      {found.status === 'error' ? <AdminLoadFailure error={found.error} onRetry={found.retry} /> : null}
      {found.status === 'success' && found.data.accounts.length === 0 ? <p>No account matches.</p> : null}
      {found.status === 'success' && found.data.accounts.length > 0 ? (
        <ul className={styles.list}>
          {found.data.accounts.map((account) => {
            const name = `${account.firstName} ${account.lastName}`;
            const blocked = account.status === 'blocked';
            return (
              <li key={account.id} className={styles.entry}>
                <p>
                  <strong>{name}</strong>, {account.email}, {account.phone}. Status: {STATUS_LABELS[account.status]}
                </p>
                <Button
                  size="sm"
                  theme={blocked ? 'secondary' : 'outline'}
                  aria-label={`${blocked ? 'Unblock' : 'Block'} ${name}`}
                  onClick={() => void act((blocked ? ADMIN_PATHS.unblock : ADMIN_PATHS.block)(account.id))}
                >
                  {blocked ? 'Unblock' : 'Block'}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
