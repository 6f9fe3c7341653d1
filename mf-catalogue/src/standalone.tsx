// Inside the site the shell loads the design tokens once; alone, the remote loads them itself.
import '@labshop/shared-contracts/web/ui/tokens.css';
import { renderStandalone } from '@labshop/shared-contracts/web/remote-kit';
import { App } from './app/app';
import { REMOTE } from './lib/remote';

renderStandalone({ remote: REMOTE, App });
