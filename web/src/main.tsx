import { render } from 'solid-js/web';
import { registerSW } from 'virtual:pwa-register';
import { createAgent } from './api/agent.ts';
import { App } from './App.tsx';
import './boards/index.ts';
import { createHexpost, StoreProvider } from './stores/index.tsx';
import './styles.css';

const spectate = new URLSearchParams(location.search).get('spectate') ?? undefined;
const store = createHexpost(createAgent({ spectate }));

const root = document.getElementById('root');
if (root)
  render(
    () => (
      <StoreProvider store={store}>
        <App />
      </StoreProvider>
    ),
    root,
  );

if ('serviceWorker' in navigator) registerSW({ immediate: true });
