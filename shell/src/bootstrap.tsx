import { startShell } from './app/start-shell';

const container = document.getElementById('root');
if (container) void startShell(container);
