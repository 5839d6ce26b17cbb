import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createBrowserContainer } from './composition-root';
import { createAppRouter } from './router';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html needs a #root element');
createRoot(root).render(<App container={createBrowserContainer()} router={createAppRouter()} />);
